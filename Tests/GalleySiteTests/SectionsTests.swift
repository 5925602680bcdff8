import Foundation
import Testing

@testable import GalleySite

@Suite struct SectionsTests {
    static let docsYML = TemporarySite.siteYML + "kind: docs\nsections:\n  - reference: API\n  - guides\n"

    static func docsSite(_ extra: [String: String] = [:]) throws -> TemporarySite {
        var files = [
            "content/site.yml": docsYML,
            "content/index.md": "---\ntitle: Home\n---\n\nWelcome.\n",
            "content/guides/index.md": "---\ntitle: Guides\ndescription: How to.\n---\n\nStart here.\n",
            "content/guides/setup.md": "---\ntitle: Setup\norder: 1\ndescription: Install it.\n---\n\nText.\n",
            "content/guides/advanced.md": "---\ntitle: Advanced\norder: 2\n---\n\nText.\n",
            "content/guides/appendix.md": "---\ntitle: Appendix\n---\n\nText.\n",
            "content/reference/cli.md": "---\ntitle: CLI\ndescription: Flags.\n---\n\nText.\n",
            "content/about.md": "---\ntitle: About\n---\n\nText.\n",
        ]
        files.merge(extra) { _, new in new }
        return try TemporarySite(files: files)
    }

    @Test func sectionsFollowSiteYMLThenOrderThenTitle() throws {
        let result = try Self.docsSite().build()
        #expect(!result.hasErrors, "\(result.messages(.error))")
        let html = try #require(result.text("guides/setup/index.html"))
        // site.yml orders reference (titled API there) before guides; the loose article last.
        let titles = Self.sidebarLinks(html)
        #expect(titles == ["API", "CLI", "Guides", "Setup", "Advanced", "Appendix", "More", "About"])
        #expect(html.contains("<a href=\"../../guides/setup/\" aria-current=\"page\">Setup</a>"))
    }

    @Test func docsPreviousAndNextFollowTheReadingOrder() throws {
        let result = try Self.docsSite().build()
        let setup = try #require(result.text("guides/setup/index.html"))
        #expect(setup.contains("href=\"../../guides/\" rel=\"prev\"><span class=\"pager-label\">Previous</span>"))
        #expect(setup.contains("href=\"../../guides/advanced/\" rel=\"next\"><span class=\"pager-label\">Next</span>"))
        let landing = try #require(result.text("guides/index.html"))
        #expect(landing.contains("href=\"../reference/cli/\" rel=\"prev\""))
        #expect(landing.contains("href=\"../guides/setup/\" rel=\"next\""))
        // The last page of the reading order has no next.
        #expect(result.text("about/index.html")?.contains("rel=\"next\"") == false)
    }

    @Test func aLandingPageIsItsIndexOrAGeneratedList() throws {
        let result = try Self.docsSite().build()
        let guides = try #require(result.text("guides/index.html"))
        #expect(guides.contains("<p>Start here.</p>"))
        #expect(guides.contains("<title>Guides · T</title>"))
        let reference = try #require(result.text("reference/index.html"))
        #expect(reference.contains("<h1>API</h1>"))
        #expect(reference.contains("<a href=\"../reference/cli/\">CLI</a>"))
        #expect(reference.contains("<p class=\"entry-summary\">Flags.</p>"))
        // Breadcrumbs lead back through the section.
        let cli = try #require(result.text("reference/cli/index.html"))
        #expect(cli.contains("<li><a href=\"../../reference/\">API</a></li>"))
        #expect(result.text("sitemap.xml")?.contains("<loc>https://example.org/docs/reference/</loc>") == true)
        // A landing page is not an article: not in the feed.
        #expect(result.text("feed.rss")?.contains("<title>Guides</title>") == false)
    }

    @Test func aDocsHomePageShowsTheSections() throws {
        let result = try Self.docsSite().build()
        let home = try #require(result.text("index.html"))
        #expect(home.contains("<h2 class=\"section-title\"><a href=\"reference/\">API</a></h2>"))
        #expect(home.contains("<p class=\"section-summary\">How to.</p>"))
        #expect(!home.contains("class=\"article-list\""))
    }

    @Test func aBlogKeepsDatesForItsHomeAndPager() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/posts/b.md": "---\ntitle: B\ndate: 2026-01-02\norder: 1\n---\n\nText.\n",
            "content/posts/a.md": "---\ntitle: A\ndate: 2026-01-03\norder: 2\n---\n\nText.\n",
            "content/notes/c.md": "---\ntitle: C\ndate: 2026-01-01\n---\n\nText.\n",
        ])
        let result = try site.build()
        let home = try #require(result.text("index.html"))
        #expect(home.contains("class=\"article-list\""))
        let b = try #require(result.text("posts/b/index.html"))
        #expect(b.contains("href=\"../../notes/c/\" rel=\"prev\"><span class=\"pager-label\">Older</span>"))
        #expect(b.contains("href=\"../../posts/a/\" rel=\"next\"><span class=\"pager-label\">Newer</span>"))
        // A blog's sidebar lists the sections, and the articles of the current one only.
        #expect(Self.sidebarLinks(b) == ["Notes", "Posts", "B", "A"])
    }

    @Test func sectionsAndOrderProblemsAreDiagnosedWhereTheyAreWritten() throws {
        let site = try Self.docsSite([
            "content/site.yml": TemporarySite.siteYML + "kind: manual\nsections:\n  - guides\n  - refrence\n",
            "content/guides/setup.md": "---\ntitle: Setup\norder: first\n---\n\nText.\n",
        ])
        let result = try site.build()
        #expect(
            result.messages(.error) == [
                "content/guides/setup.md:3:8: 'order' must be a whole number such as 1 or 10, not 'first'",
                "content/site.yml:6:7: 'kind' must be 'docs' or 'blog', not 'manual'",
                "content/site.yml:9:5: section 'refrence' has no folder content/refrence/; did you mean 'reference'?",
            ])
    }

    @Test func aChangedTitleUpdatesTheSidebarOfEveryPageOnRebuild() throws {
        let site = try Self.docsSite()
        let memory = BuildMemory()
        let builder = SiteBuilder(options: BuildOptions(source: site.root, jobs: 2))
        _ = try builder.build(reusing: memory)
        try site.write("content/guides/appendix.md", "---\ntitle: Epilogue\n---\n\nText.\n")
        let result = try builder.build(reusing: memory)
        #expect(result.text("reference/cli/index.html")?.contains(">Epilogue</a>") == true)
        #expect(
            result.text("guides/advanced/index.html")?.contains(
                "rel=\"next\"><span class=\"pager-label\">Next</span> <span class=\"pager-title\">Epilogue") == true)
        #expect(result.text("index.html")?.contains(">Epilogue</a>") == true)
        // A landing page's description is on the home page.
        try site.write("content/guides/index.md", "---\ntitle: Guides\ndescription: Read first.\n---\n\nStart.\n")
        let again = try builder.build(reusing: memory)
        #expect(again.text("index.html")?.contains("<p class=\"section-summary\">Read first.</p>") == true)
    }

    @Test func aSectionTooLongForTheSidebarIsListedByItsLandingPage() throws {
        var files = ["content/site.yml": Self.docsYML, "content/guides/a.md": "---\ntitle: A\n---\n"]
        for index in 0...SiteSections.sectionSidebarLimit {
            files["content/reference/r\(index).md"] = "---\ntitle: R\(index)\n---\n"
        }
        let result = try TemporarySite(files: files).build()
        #expect(Self.sidebarLinks(try #require(result.text("guides/a/index.html"))) == ["API", "Guides", "A"])
        #expect(Self.sidebarLinks(try #require(result.text("reference/r7/index.html"))) == ["API", "Guides", "A"])
        #expect(result.text("reference/index.html")?.contains(">R100</a>") == true)
    }

    /// The texts of the sidebar's links and section titles, in order.
    static func sidebarLinks(_ html: String) -> [String] {
        guard let start = html.range(of: "<nav class=\"sidebar\""), let end = html.range(of: "class=\"sidebar-links\"")
        else { return [] }
        let sidebar = String(html[start.upperBound..<end.lowerBound])
        let pattern = try? NSRegularExpression(pattern: "<(?:a|span)[^>]*>([^<]*)</(?:a|span)>")
        let range = NSRange(sidebar.startIndex..., in: sidebar)
        return (pattern?.matches(in: sidebar, range: range) ?? []).compactMap { match in
            Range(match.range(at: 1), in: sidebar).map { String(sidebar[$0]) }
        }
    }
}
