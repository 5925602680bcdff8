import Testing

@testable import GalleyText

/// A text made of runs (a concatenation, an interpolated symbol) is one text: each run is
/// shaped in its own font, lines break across runs, the line box fits the tallest run, and
/// each glyph and stretch of a line knows its run.
@Suite struct TextRunTests {
    let engine = TestEngine.shared
    let body = FontSpec(size: 17)

    @Test func runsSideBySideMeasureAsTheirParts() {
        let bold = FontSpec(size: 17, weight: .bold)
        let layout = engine.layout(runs: [.text("Hello, ", font: body), .text("World", font: bold)])
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].text == "Hello, World")
        #expect(Set(layout.glyphs.map(\.run)) == [0, 1])
        #expect(layout.glyphs.filter { $0.run == 1 }.allSatisfy { $0.face == engine.resolvedFace(for: bold) })
        // Each run measures as it does alone ("Hello, " with its space), side by side.
        let spans = layout.lines[0].spans
        #expect(spans.map(\.run) == [0, 1])
        #expect(spans[0].x == 0 && spans[1].x == spans[0].width)
        #expect(spans[0].width > engine.width(of: "Hello,", font: body))
        #expect(approximately(spans[1].width, engine.width(of: "World", font: bold), within: 0.001))
        #expect(approximately(layout.width, spans[0].width + spans[1].width, within: 0.001))
    }

    @Test func oneRunLaysOutAsAPlainText() {
        let sentence = "Galley renders previews of SwiftUI views"
        let options = TextLayoutOptions(width: 120, lineLimit: 2)
        let plain = engine.layout(sentence, font: body, options: options)
        let asRuns = engine.layout(runs: [.text(sentence, font: body)], options: options)
        #expect(plain == asRuns)
    }

    @Test func aSymbolTakesItsEmAndSitsOnTheCapitals() throws {
        let glyph = try #require(engine.iconGlyph(systemName: "star"))
        let layout = engine.layout(runs: [TextRun(.symbol(glyph: glyph), font: body), .text(" 4.8", font: body)])
        let symbol = try #require(layout.glyphs.first)
        #expect(symbol.face == .icons && symbol.glyph == glyph && symbol.run == 0)
        // Material icons are square: the symbol advances its em, 1.2 × 17 pt, plus tracking.
        #expect(approximately(layout.pointSize(ofRun: 0), 20.4, within: 0.001))
        #expect(approximately(layout.lines[0].spans[0].width, 20.4 + body.tracking, within: 0.01))
        // Its baseline drops so that its center meets the capitals' center (0.36 em up).
        let baseline = layout.lines[0].baseline
        #expect(approximately(symbol.y - baseline, 17 * (0.375 * 1.2 - 0.36), within: 0.001))
        #expect(layout.lines[0].text == "\u{FFFC} 4.8")
    }

    @Test func theLineFitsTheTallestRun() {
        let large = FontSpec(size: 34)
        let mixed = engine.layout(runs: [.text("small ", font: body), .text("Large", font: large)])
        let largeAlone = engine.layout("Large", font: large)
        #expect(approximately(mixed.lines[0].baseline, largeAlone.lines[0].baseline, within: 0.001))
        #expect(mixed.metrics.ascender == largeAlone.metrics.ascender)
    }

    @Test func linesBreakAcrossRuns() {
        let bold = FontSpec(size: 17, weight: .bold)
        let layout = engine.layout(
            runs: [.text("Galley ", font: body), .text("renders previews of SwiftUI views", font: bold)],
            options: TextLayoutOptions(width: 150))
        #expect(layout.lines.count >= 2)
        #expect(layout.lines.allSatisfy { $0.width <= 150 })
        // The first line starts in the first run and breaks in the second; later lines
        // are all bold.
        #expect(layout.lines[0].spans.map(\.run) == [0, 1])
        #expect(layout.lines.dropFirst().allSatisfy { $0.spans.map(\.run) == [1] })
    }

    @Test func aTruncatedTailEndsInTheRunItCuts() {
        let bold = FontSpec(size: 17, weight: .bold)
        let layout = engine.layout(
            runs: [.text("Short ", font: body), .text("and then a long bold tail", font: bold)],
            options: TextLayoutOptions(width: 120, lineLimit: 1))
        let line = layout.lines[0]
        #expect(line.isTruncated && line.text.hasSuffix("…"))
        #expect(line.width <= 120)
        #expect(line.spans.last?.run == 1)
    }
}
