import Foundation
import GalleySVG
import Testing

@testable import GalleyUI

/// A text is a sequence of runs: the parts of a concatenation keep their own style, a
/// symbol image shows inline in the text's font size and colour, and a string literal
/// interpolating an image or a text (a `LocalizedStringKey`) shows them inline.
@Suite struct TextRunTests {
    private func glyphRuns<V: View>(_ view: V) throws -> [GlyphRun] {
        try render(view).displayList.items.compactMap { item in
            if case .glyphs(let run) = item { return run }
            return nil
        }
    }

    @Test func aSymbolAsTextIsAsTallAsTheTextAndTakesItsColour() throws {
        let root = try layout(
            HStack(spacing: 0) {
                Text(Image(systemName: "star.fill")).testID("symbol")
                Text("Aa").testID("text")
            }
            .font(.title))
        // One line of the title font's height; the symbol advances its 1.2 em (28 pt × 1.2),
        // plus the title size's tracking.
        #expect(frame(root, "symbol").height == frame(root, "text").height)
        #expect(abs(frame(root, "symbol").width - 33.6) <= 1)
        let runs = try glyphRuns(Text(Image(systemName: "star.fill")).foregroundColor(.yellow))
        #expect(runs.count == 1)
        #expect(runs.first?.paint == .solid(Color.yellow.resolveRGBA(in: EnvironmentValues())))
        #expect(try render(Text(Image(systemName: "star.fill"))).accessibilityText == ["star"])
    }

    @Test func concatenatedPartsKeepTheirOwnStyle() throws {
        let text = Text("Red ").foregroundColor(.red) + Text("and plain") + Text(" bold").bold()
        let runs = try glyphRuns(text.foregroundColor(.blue))
        let environment = EnvironmentValues()
        // The outer colour styles only the part that set none: the innermost setting wins.
        #expect(
            runs.map(\.paint) == [
                .solid(Color.red.resolveRGBA(in: environment)), .solid(Color.blue.resolveRGBA(in: environment)),
                .solid(Color.blue.resolveRGBA(in: environment)),
            ])
        // The bold part is set in Inter Bold, so it is wider than the same letters regular.
        let bold = try layout(Text("x") + Text(" bold").bold()).frame.width
        let regular = try layout(Text("x") + Text(" bold")).frame.width
        #expect(bold > regular)
        #expect(try render(text).accessibilityText == ["Red and plain bold"])
    }

    @Test func anInterpolatedImageShowsInline() throws {
        let key: LocalizedStringKey = "Tap \(Image(systemName: "square.and.arrow.up")) to share"
        let inline = try render(Text(key))
        #expect(inline.accessibilityText == ["Tap and arrow up to share"])
        // The symbol takes 1.2 em where its description would take far more.
        let plain = try layout(Text("Tap  to share")).frame.width
        let width = inline.root.frame.width
        #expect(width > plain + 17 && width < plain + 17 * 1.2 + 2)
        let symbolRuns = try glyphRuns(Text(key)).filter { $0.glyphs.count == 1 }
        #expect(symbolRuns.count == 1)
    }

    @Test func interpolatedValuesAndTextsStayText() throws {
        let count = 3
        #expect(try render(Text("\(count) items")).accessibilityText == ["3 items"])
        let key: LocalizedStringKey = "Hello \(Text("World").bold())!"
        #expect(try render(Text(key)).accessibilityText == ["Hello World!"])
        #expect(Text(key).runs.count == 3)
    }

    @Test func anUnderlineCoversOnlyItsPart() throws {
        let result = try render(Text("Plain ") + Text("linked").underline())
        let items = result.displayList.items
        let bars = items.compactMap { item -> CGRect? in
            if case .fill(let fill) = item { return fill.path.controlPointBounds }
            return nil
        }
        #expect(bars.count == 1)
        let plainWidth = try layout(Text("Plain ").fixedSize()).frame.width
        let bar = try #require(bars.first)
        #expect(bar.minX > plainWidth && bar.maxX <= result.size.width + 0.5)
        #expect(bar.width > 30)
    }
}
