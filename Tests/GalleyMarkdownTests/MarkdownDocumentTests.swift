import Testing

@testable import GalleyMarkdown

@Suite struct MarkdownDocumentTests {
    @Test func rendersCommonMarkAndKeepsRawHTML() {
        let document = MarkdownDocument(parsing: "Hello *world*\n\n<div class=\"x\">raw</div>\n")
        #expect(document.renderHTML() == "<p>Hello <em>world</em></p>\n<div class=\"x\">raw</div>\n")
    }

    @Test func nodesCarrySourcePositions() throws {
        let document = MarkdownDocument(
            parsing: "# Title\n\nSee [other](other.md) now.\n\n```swift preview width=320\nText(\"x\")\n```\n")
        let nodes = document.allNodes()
        let heading = try #require(nodes.first { $0.kind == .heading })
        #expect(heading.start == SourcePosition(line: 1, column: 1))
        #expect(heading.headingLevel == 1)
        #expect(heading.plainText == "Title")
        let link = try #require(nodes.first { $0.kind == .link })
        #expect(link.url == "other.md")
        #expect(link.start == SourcePosition(line: 3, column: 5))
        let code = try #require(nodes.first { $0.kind == .codeBlock })
        #expect(code.fenceInfo == "swift preview width=320")
        #expect(code.literal == "Text(\"x\")\n")
        #expect(code.start.line == 5)
    }

    @Test func plainTextJoinsInlineContent() throws {
        let document = MarkdownDocument(parsing: "## The `Card` *view*\n")
        let heading = try #require(document.allNodes().first { $0.kind == .heading })
        #expect(heading.plainText == "The Card view")
    }

    @Test func replacingABlockWithHTML() throws {
        let document = MarkdownDocument(parsing: "```swift\nlet x = 1\n```\n\nafter\n")
        let code = try #require(document.allNodes().first { $0.kind == .codeBlock })
        code.replace(withHTML: "<pre class=\"x\">custom</pre>\n")
        #expect(document.renderHTML() == "<pre class=\"x\">custom</pre>\n<p>after</p>\n")
    }

    @Test func wrappingAHeadingKeepsItsInlineMarkup() throws {
        let document = MarkdownDocument(parsing: "## Hello *there*\n")
        let heading = try #require(document.allNodes().first { $0.kind == .heading })
        heading.replace(wrappingChildrenIn: "<h2 id=\"hello\">", "</h2>\n")
        let html = document.renderHTML()
        #expect(html.hasPrefix("<h2 id=\"hello\">"))
        #expect(html.contains("Hello <em>there</em>"))
        #expect(html.hasSuffix("</h2>\n"))
    }

    @Test func rewritingLinkURLs() throws {
        let document = MarkdownDocument(parsing: "[a](a.md) ![i](i.png)\n")
        for node in document.allNodes() where node.kind == .link || node.kind == .image {
            node.url = "../" + node.url
        }
        #expect(document.renderHTML() == "<p><a href=\"../a.md\">a</a> <img src=\"../i.png\" alt=\"i\" /></p>\n")
    }

    @Test func unwrappingALinkKeepsItsText() throws {
        let document = MarkdownDocument(parsing: "go [there](x.md) now\n")
        let link = try #require(document.allNodes().first { $0.kind == .link })
        link.unwrapLink()
        #expect(document.renderHTML() == "<p>go there now</p>\n")
    }

    @Test func invalidUTF8AndEmptyInputDoNotCrash() {
        #expect(MarkdownDocument(parsing: "").renderHTML() == "")
        let odd = String(decoding: [0x66, 0xFF, 0x6F], as: UTF8.self)
        #expect(MarkdownDocument(parsing: odd).renderHTML().hasPrefix("<p>f"))
    }
}
