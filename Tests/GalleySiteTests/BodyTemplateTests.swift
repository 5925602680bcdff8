import Foundation
import GalleyMarkdown
import Testing

@testable import GalleySite

/// The second pass writes links into the HTML cmark rendered in the first. These tests
/// hold it to what rendering the rewritten tree gives, which is what every build wrote
/// before the tree was let go after the first pass.
@Suite struct BodyTemplateTests {
    /// What cmark writes in the `href` of a link to `url`.
    private func cmarkHref(_ url: String) -> String {
        let document = MarkdownDocument(parsing: "[x](a)")
        for node in document.allNodes() where node.kind == .link { node.url = url }
        let html = document.renderHTML()
        guard let start = html.range(of: "href=\""), let end = html.range(of: "\">x</a>") else { return "?" }
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test func everyByteIsEscapedAsCmarkEscapesIt() {
        for byte in 1...127 {
            let url = "a" + String(UnicodeScalar(UInt8(byte))) + "b"
            #expect(HrefEscaping.escaped(url) == cmarkHref(url), "byte \(byte)")
        }
        for url in ["é", "日本", "🙂", "a b&c'd\"e<f>~g", "https://example.org/a?b=c&d=e#f", ""] {
            #expect(HrefEscaping.escaped(url) == cmarkHref(url), "\(url)")
        }
    }

    /// Renders `markdown` twice: through a template filled with `destination` (and the
    /// symbol spans linked to `symbol`), and by rewriting the tree as the old second pass
    /// did. Returns both.
    private func bothWays(
        _ markdown: String, salt: String = "s4lt", destination: (String) -> String,
        symbol: (String) -> String?
    ) -> (template: String, tree: String) {
        func collect(_ document: MarkdownDocument) -> ([MarkdownNode], [MarkdownNode]) {
            let nodes = document.allNodes()
            return (nodes.filter { $0.kind == .link || $0.kind == .image }, nodes.filter { $0.kind == .code })
        }
        let first = MarkdownDocument(parsing: markdown, smartPunctuation: true)
        let (links, codes) = collect(first)
        let urls = links.map(\.url)
        let symbols = codes.map { $0.literal ?? "" }
        let template = BodyTemplate.render(
            first, links: links, symbolLinks: codes.map { $0.wrapInLink(url: "") }, salt: salt)
        let filled = template.filled(
            destination: { destination(urls[$0]) }, symbolDestination: { symbol(symbols[$0]) })

        let second = MarkdownDocument(parsing: markdown, smartPunctuation: true)
        let (treeLinks, treeCodes) = collect(second)
        for node in treeLinks { node.url = destination(node.url) }
        for node in treeCodes {
            if let url = symbol(node.literal ?? "") { _ = node.wrapInLink(url: url) }
        }
        return (filled, second.renderHTML())
    }

    @Test func linksImagesTitlesAndSymbolsComeOutAsTheRewrittenTree() {
        let markdown = """
            # Title with [a link](one.md)

            Text [two](two.md "A title") and ![an image](img.png 'Its title') and <https://example.org/x>,
            www.autolinked.org, `Card` and `CardStyle`, [`Button`](three.md#part), and
            ![alt with [a link](hidden.md) inside](pic.png).

            | a | [b](four.md) |
            | - | - |
            | `Select` | ![c](d.png) |

            <a href="raw.html">raw HTML is left alone</a>

            - [ ] [task](five.md)
            """
        let (template, tree) = bothWays(
            markdown, destination: { "../resolved/\($0)?q='x'&y=\"z\" ~" },
            symbol: { $0 == "Card" || $0 == "Select" ? "../symbols/\($0)/#top" : nil })
        #expect(template == tree)
        #expect(template.contains("raw.html"))
    }

    @Test func aBodyWithoutLinksIsItsHTML() {
        let (template, tree) = bothWays("Just *text*.\n", destination: { $0 }, symbol: { _ in nil })
        #expect(template == tree)
        #expect(template == "<p>Just <em>text</em>.</p>\n")
    }

    /// Text that spells a placeholder (here the author knows the salt, which a real build
    /// derives from the article's own hash) is kept as written: the placeholders are
    /// chosen again.
    @Test func anAuthorsPlaceholderLookalikeIsLeftAlone() {
        let markdown = """
            Spelled galleys4ltxl0z and galleys4ltxs0z in text, `galleys4ltxl1z` in code,
            <a href="galleys4ltxl0z">and in raw HTML</a>, then [a real link](real.md) and `Card`.
            """
        let (template, tree) = bothWays(
            markdown, destination: { "/resolved/" + $0 }, symbol: { $0 == "Card" ? "/card/" : nil })
        #expect(template == tree)
        #expect(template.contains("Spelled galleys4ltxl0z and galleys4ltxs0z"))
        #expect(template.contains("<a href=\"galleys4ltxl0z\">and in raw HTML</a>"))
    }

    @Test func cuttingReportsPlaceholdersOutOfPlace() {
        let (template, holds) = BodyTemplate.cutting(
            "<p><a href=\"gxl0z\">a</a> gxl0z</p>", at: "gx", linkCount: 1, symbolCount: 0)
        #expect(!holds)
        #expect(
            template.filled(destination: { _ in "u" }, symbolDestination: { _ in nil })
                == "<p><a href=\"u\">a</a> gxl0z</p>")
    }
}
