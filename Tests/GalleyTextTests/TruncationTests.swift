import Testing

@testable import GalleyText

@Suite struct TruncationTests {
    let engine = TestEngine.shared
    let body = FontSpec(size: 17)
    let sentence = "Galley renders previews of SwiftUI views as pictures"

    @Test func tailTruncationFitsTheWidth() {
        let layout = engine.layout(
            sentence, font: body, options: TextLayoutOptions(width: 120, lineLimit: 1))
        #expect(layout.lines.count == 1)
        let line = layout.lines[0]
        #expect(line.text.hasSuffix("…"))
        #expect(line.isTruncated && layout.isTruncated)
        #expect(line.width <= 120)
        #expect(sentence.hasPrefix(String(line.text.dropLast())))
        // One more character would not fit.
        let longer = String(sentence.prefix(line.text.count)) + "…"
        #expect(engine.width(of: longer, font: body) > 120)
    }

    @Test func headTruncationKeepsTheEnd() {
        let layout = engine.layout(
            sentence, font: body, options: TextLayoutOptions(width: 120, lineLimit: 1, truncation: .head))
        let line = layout.lines[0]
        #expect(line.text.hasPrefix("…"))
        #expect(sentence.hasSuffix(String(line.text.dropFirst())))
        #expect(line.width <= 120)
    }

    @Test func middleTruncationKeepsBothEnds() {
        let layout = engine.layout(
            sentence, font: body,
            options: TextLayoutOptions(width: 150, lineLimit: 1, truncation: .middle))
        let parts = layout.lines[0].text.split(separator: "…", omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(sentence.hasPrefix(String(parts[0])))
        #expect(sentence.hasSuffix(String(parts[1])))
        #expect(!parts[0].isEmpty && !parts[1].isEmpty)
        #expect(layout.lines[0].width <= 150)
    }

    @Test func lineLimitTruncatesTheLastLine() {
        let layout = engine.layout(
            sentence, font: body, options: TextLayoutOptions(width: 130, lineLimit: 2))
        #expect(layout.lines.count == 2)
        #expect(!layout.lines[0].isTruncated)
        #expect(layout.lines[1].text.hasSuffix("…"))
        #expect(layout.lines.allSatisfy { $0.width <= 130 })
        #expect(layout.height == 44)
    }

    @Test func textThatFitsIsNotTruncated() {
        let layout = engine.layout(
            "Short", font: body, options: TextLayoutOptions(width: 300, lineLimit: 1))
        #expect(layout.lines.map(\.text) == ["Short"])
        #expect(!layout.isTruncated)
    }

    @Test func limitedHeightShowsTheLinesThatFit() {
        let layout = engine.layout(
            sentence, font: body, options: TextLayoutOptions(width: 100, maxHeight: 50))
        #expect(layout.lines.count == 2)
        #expect(layout.lines[1].isTruncated)
        let tiny = engine.layout(
            sentence, font: body, options: TextLayoutOptions(width: 100, maxHeight: 5))
        #expect(tiny.lines.count == 1)
    }

    @Test func laterParagraphsCountAsMoreText() {
        let layout = engine.layout(
            "Title\nDetails that are hidden", font: body, options: TextLayoutOptions(lineLimit: 1))
        #expect(layout.lines.map(\.text) == ["Title…"])
    }
}
