import Testing

@testable import GalleyText

@Suite struct LineBreakingTests {
    let engine = TestEngine.shared
    let body = FontSpec(size: 17)
    let paragraph =
        "The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun."

    @Test func wrapsAtWordBoundaries() {
        let layout = engine.layout(paragraph, font: body, options: TextLayoutOptions(width: 200))
        #expect(
            layout.lines.map(\.text) == [
                "The quick brown fox", "jumps over the lazy dog,", "then naps in the warm",
                "afternoon sun.",
            ])
        #expect(layout.lines.allSatisfy { $0.width <= 200 })
        #expect(layout.height == 88)
        #expect(layout.width == layout.lines.map(\.width).max())
    }

    @Test func greedyLinesCannotTakeTheNextWord() {
        let width = 150.0
        let layout = engine.layout(paragraph, font: body, options: TextLayoutOptions(width: width))
        for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
            let nextWord = next.text.split(separator: " ").first.map(String.init) ?? ""
            #expect(engine.width(of: line.text + " " + nextWord, font: body) > width)
        }
        #expect(layout.lines.map(\.text).joined(separator: " ") == paragraph)
    }

    @Test func proposingTheIdealWidthKeepsOneLine() {
        let ideal = engine.layout(paragraph, font: body)
        #expect(ideal.lines.count == 1)
        let again = engine.layout(
            paragraph, font: body, options: TextLayoutOptions(width: ideal.width))
        #expect(again.lines.count == 1)
        #expect(again.size == ideal.size)
    }

    @Test func nilWidthGivesOneLinePerParagraph() {
        let layout = engine.layout("First line\nSecond, longer line\n\nFourth", font: body)
        #expect(layout.lines.map(\.text) == ["First line", "Second, longer line", "", "Fourth"])
        #expect(layout.width == engine.width(of: "Second, longer line", font: body))
        #expect(layout.height == 4 * 22)
    }

    @Test func everyNewlineConventionStartsAParagraph() {
        let layout = engine.layout("a\r\nb\rc\u{2028}d", font: body)
        #expect(layout.lines.map(\.text) == ["a", "b", "c", "d"])
    }

    @Test func newlinesAndWrappingCombine() {
        let layout = engine.layout(
            "Short\nThis one is long enough to wrap", font: body, options: TextLayoutOptions(width: 120))
        #expect(layout.lines.first?.text == "Short")
        #expect(layout.lines.count >= 3)
        #expect(layout.lines.allSatisfy { $0.width <= 120 })
    }

    @Test func breaksAfterHyphens() {
        let text = "state-of-the-art"
        let full = engine.width(of: text, font: body)
        let layout = engine.layout(text, font: body, options: TextLayoutOptions(width: full - 1))
        #expect(layout.lines.map(\.text) == ["state-of-the-", "art"])
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let layout = engine.layout(
            "Supercalifragilistic", font: body, options: TextLayoutOptions(width: 60))
        #expect(layout.lines.count > 1)
        #expect(layout.lines.map(\.text).joined() == "Supercalifragilistic")
        #expect(layout.lines.allSatisfy { $0.width <= 60 })
        // Each line but the last is as full as it can be.
        for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
            #expect(engine.width(of: line.text + String(next.text.first!), font: body) > 60)
        }
    }

    @Test func aLineKeepsAtLeastOneCharacter() {
        let layout = engine.layout("Wm", font: body, options: TextLayoutOptions(width: 1))
        #expect(layout.lines.map(\.text) == ["W", "m"])
    }

    @Test func trailingSpacesDoNotCount() {
        let plain = engine.width(of: "Hello", font: body)
        #expect(engine.width(of: "Hello   ", font: body) == plain)
        #expect(engine.width(of: "  Hello", font: body) > plain)
    }

    @Test func emptyTextHasNoLines() {
        let layout = engine.layout("", font: body)
        #expect(layout.lines.isEmpty)
        #expect(layout.size == .zero)
    }

    @Test func alignmentOffsetsLinesWithinTheWidestLine() {
        let text = "A much longer first line\nshort"
        for (alignment, factor) in [(LineAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)] {
            let layout = engine.layout(text, font: body, options: TextLayoutOptions(alignment: alignment))
            let short = layout.lines[1]
            #expect(layout.lines[0].x == 0)
            #expect(approximately(short.x, (layout.width - short.width) * factor, within: 1e-9))
            #expect(approximately(short.glyphs[0].x, short.x, within: 1e-9))
        }
    }

    @Test func baselinesSitInTheMiddleOfTheLineBox() {
        let layout = engine.layout("One\nTwo", font: body, options: TextLayoutOptions(lineSpacing: 4))
        let metrics = engine.metrics(for: body)
        let halfLeading = (22 - (metrics.ascender - metrics.descender)) / 2
        #expect(approximately(layout.firstBaseline, halfLeading + metrics.ascender, within: 1e-9))
        #expect(approximately(layout.lastBaseline - layout.firstBaseline, 26, within: 1e-9))
        #expect(layout.height == 48)
        #expect(layout.lines[1].glyphs.allSatisfy { $0.y == layout.lastBaseline })
    }

    @Test func glyphPositionsAdvanceAlongTheLine() {
        let layout = engine.layout("Hello", font: body)
        let xs = layout.glyphs.map(\.x)
        #expect(xs.count == 5)
        #expect(xs == xs.sorted())
        #expect(xs[0] == 0)
        #expect(layout.glyphs.allSatisfy { $0.face == .inter(weight: .regular, italic: false) })
    }

    @Test func layoutIsDeterministic() {
        let options = TextLayoutOptions(width: 140, lineLimit: 3, truncation: .middle)
        let first = engine.layout(paragraph, font: body, options: options)
        let fresh = try! TextEngine()
        #expect(fresh.layout(paragraph, font: body, options: options) == first)
    }
}
