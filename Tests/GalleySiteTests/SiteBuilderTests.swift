import Foundation
import Testing

@testable import GalleySite

@Suite struct SiteBuilderTests {
    @Test func symbolLinksGoToTheArticleOrSectionThatDocumentsThem() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/card.md": "---\ntitle: Card\n---\n\n## `CardStyle`\n\nStyles.\n",
            "content/guide.md":
                "---\ntitle: Guide\n---\n\nUse ``Card`` with ``CardStyle``, not `Card`; ``Crad`` is a typo.\n",
        ])
        let result = try site.build()
        let html = try #require(result.text("guide/index.html"))
        #expect(html.contains("<a href=\"../card/\"><code>Card</code></a>"))
        #expect(html.contains("<a href=\"../card/#cardstyle\"><code>CardStyle</code></a>"))
        #expect(html.contains("not <code>Card</code>;"))
        #expect(
            result.messages(.warning) == [
                "content/guide.md:5:48: no article documents the symbol 'Crad'; did you mean 'Card'?"
            ])
        // A symbol link counts as a link for backlinks.
        #expect(result.text("card/index.html")?.contains("<a href=\"../guide/\">Guide</a>") == true)
    }

    @Test func scriptURLsNeverReachThePage() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/a.md": "---\ntitle: A\n---\n\n[x](javascript:alert(1))\n\n<a href='JavaScript:alert(2)'>y</a>\n",
        ])
        let result = try site.build()
        let html = try #require(result.text("a/index.html"))
        #expect(!html.lowercased().contains("javascript:"))
        #expect(result.diagnostics.filter { $0.severity == .warning }.map(\.line) == [5, 7])
        #expect(!result.hasErrors)
    }

    @Test func draftsArePublishedOnlyOnRequestAndLinksToThemAreErrors() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/a.md": "---\ntitle: A\ndate: 2026-01-01\n---\n\nSee [b](b.md).\n",
            "content/b.md": "---\ntitle: B\ndate: 2026-01-02\ndraft: true\n---\n\nDraft.\n",
        ])
        let withoutDrafts = try site.build()
        #expect(withoutDrafts.files["b/index.html"] == nil)
        #expect(
            withoutDrafts.messages(.error) == [
                "content/a.md:6:9: link to 'b.md', which is a draft; build with --drafts or publish it"
            ])
        let withDrafts = try site.build(drafts: true)
        #expect(withDrafts.files["b/index.html"] != nil)
        #expect(!withDrafts.hasErrors)
        #expect(withDrafts.text("feed.rss")?.contains("<title>B</title>") == true)
    }

    @Test func articlesCannotTakeGeneratedURLs() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/tags/x.md": "---\ntitle: X\n---\n",
        ])
        let result = try site.build()
        #expect(
            result.messages(.error) == [
                "content/tags/x.md:1:1: 'tags/x.md' would be published under '/tags/', which Galley generates itself"
            ])
    }

    @Test func aSiteWithoutContentIsAnEnvironmentError() throws {
        let site = try TemporarySite(files: ["README": "x"])
        #expect(throws: EnvironmentError.self) { try site.build() }
    }

    @Test func theFeedIsDeterministicAndDatedByTheNewestArticle() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/a.md": "---\ntitle: A & B\ndate: 2026-03-01\n---\n\n[self](#top) <b>bold</b>\n",
            "content/b.md": "---\ntitle: Later\ndate: 2026-04-01T10:30:00Z\n---\n\n## Top\n",
            "content/c.md": "---\ntitle: Undated\n---\n",
        ])
        let first = try site.build()
        let second = try site.build()
        #expect(first.files == second.files)
        let feed = try #require(first.text("feed.rss"))
        #expect(feed.contains("<lastBuildDate>Wed, 01 Apr 2026 10:30:00 +0000</lastBuildDate>"))
        #expect(feed.contains("<title>A &amp; B</title>"))
        #expect(!feed.contains("<title>Undated</title>"))
        #expect(
            feed.range(of: "<title>Later</title>")!.lowerBound < feed.range(of: "<title>A &amp; B</title>")!.lowerBound)
    }
}
