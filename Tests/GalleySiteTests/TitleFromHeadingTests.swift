import Foundation
import Testing

@testable import GalleySite

/// Articles written for DocC or Publish keep their title in their first `# ` heading: it
/// becomes the title, shown once.
@Suite struct TitleFromHeadingTests {
    @Test func theFirstHeadingIsTheTitleAndIsNotRepeatedInTheBody() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/post.md": """
            ---
            date: 2021-05-04 12:00
            tags: swift, publish
            ---

            # Hello, "Publish" [world](https://example.org)

            Text.

            ## Part

            More.

            """,
        ])
        let result = try site.build()
        #expect(result.diagnostics.filter { $0.file.hasSuffix("post.md") }.isEmpty, "\(result.diagnostics)")
        let page = try #require(result.text("post/index.html"))
        #expect(page.contains("<title>Hello, “Publish” world · T</title>"))
        #expect(page.components(separatedBy: "<h1").count == 2, "one h1, in the header")
        #expect(page.contains("<h1>Hello, “Publish” world</h1>"))
        #expect(page.contains("<h2 id=\"part\">"))
        #expect(page.contains("<time datetime=\"2021-05-04\">4 May 2021</time>"))
        #expect(result.text("tags/publish/index.html") != nil)
        #expect(result.text("feed.rss")?.contains("<title>Hello, “Publish” world</title>") == true)
    }

    @Test func aDocCArticleWithoutFrontMatterBuilds() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/cards.md": "# Getting Started with Cards\n\nCreate a card.\n",
        ])
        let result = try site.build()
        #expect(!result.hasErrors)
        #expect(result.text("cards/index.html")?.contains("<h1>Getting Started with Cards</h1>") == true)
    }

    @Test func withATitleKeyTheHeadingStaysInTheBody() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/a.md": "---\ntitle: From YAML\n---\n\n# In the body\n",
        ])
        let page = try #require(try site.build().text("a/index.html"))
        #expect(page.contains("<h1>From YAML</h1>"))
        #expect(page.contains("<h1 id=\"in-the-body\">"))
    }
}
