import Foundation
import GalleySite
import Testing

/// One article built alone in memory, as `make fuzz` builds its inputs: both passes, the
/// page, the feed and the sitemap, as a site of that article would have them.
@Suite struct SingleArticleBuildTests {
    @Test func buildsThePageFeedAndSitemapOfOneArticle() throws {
        let build = SingleArticleBuild(siteConfig: "title: Docs\nbase_url: https://example.org/docs/\n")
        let text = """
            ---
            title: Badges
            date: 2026-11-12
            ---

            ## Usage

            ```swift preview scheme=light
            Text("New").padding(4)
            ```

            See [usage](#usage) and [gone](gone.md).
            """
        let outcome = try build.build(Data(text.utf8), contentPath: "components/badges.md")
        let html = try #require(outcome.html)
        #expect(html.contains("<figure class=\"preview\">"))
        #expect(html.contains("<a href=\"#usage\">usage</a>"))
        #expect(outcome.page?.contains("<title>Badges") == true)
        #expect(outcome.feed.contains("<link>https://example.org/docs/components/badges/</link>"))
        #expect(outcome.sitemap.contains("<loc>https://example.org/docs/components/badges/</loc>"))
        #expect(
            outcome.diagnostics.map { "\($0.file):\($0.line):\($0.column): \($0.message)" } == [
                "content/components/badges.md:12:32: link to missing article 'gone.md'; "
                    + "did you mean 'components/badges.md'?"
            ])
    }
}
