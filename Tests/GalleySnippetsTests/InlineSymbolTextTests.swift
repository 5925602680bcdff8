import Foundation
import GalleyUI
import Testing

@testable import GalleySnippets

/// `Text(Image(systemName:))`, images and texts interpolated in a `Text`'s string, and
/// concatenations with `+`: one text, the symbols inline in its font and colour.
@Suite struct InlineSymbolTextTests {
    @Test func aSymbolAsTextLinesUpWithText() throws {
        let root = try layout(
            """
            HStack(spacing: 0) {
                Text(Image(systemName: "star.fill")).accessibilityIdentifier("symbol")
                Text("4.8").accessibilityIdentifier("rating")
            }
            .font(.title)
            """)
        let symbol = try #require(root.first(identifier: "symbol")).frame
        let rating = try #require(root.first(identifier: "rating")).frame
        #expect(symbol.height == rating.height && symbol.y == rating.y)
        // The title's 28 pt: the symbol advances 1.2 em.
        #expect(abs(symbol.width - 33.6) <= 1)
    }

    @Test func interpolatedSymbolsAreReadByName() throws {
        let result = try renderSnippet(
            """
            VStack {
                Text("\\(Image(systemName: "star")) rated by \\(2310) people")
                Text(Image(systemName: "heart.fill")) + Text(" Favourites").bold()
                Text("Hello \\(Text("World").italic())")
            }
            """
        ).get()
        #expect(result.accessibilityText == ["star rated by 2310 people", "heart Favourites", "Hello World"])
    }

    @Test func anInterpolatedSymbolTakesLessThanItsName() throws {
        let inline = try layout(#"Text("Tap \(Image(systemName: "square.and.arrow.up")) to share")"#)
        let plain = try layout(#"Text("Tap  to share")"#)
        #expect(inline.frame.width > plain.frame.width + 17)
        #expect(inline.frame.width < plain.frame.width + 23)
        #expect(inline.frame.height == plain.frame.height)
    }

    @Test func aPlainInterpolationIsStillAString() throws {
        let shown = try renderSnippet(
            """
            let name = "Ada"
            let greeting = "Hello, \\(name)"
            Text(greeting.uppercased())
            """
        ).get().accessibilityText
        #expect(shown == ["HELLO, ADA"])
    }
}
