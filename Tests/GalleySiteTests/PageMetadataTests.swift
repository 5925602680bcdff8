import Foundation
import Testing

@testable import GalleySite

/// What every page carries besides its content: the icon, the card other sites show for a
/// shared link, robots.txt, and pictures that load when they near the screen.
@Suite struct PageMetadataTests {
    @Test func pagesCarryTheFaviconAndTheDescriptionForSharedLinks() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML + "favicon: images/icon.png\n",
            "content/images/icon.png": "png",
            "content/guides/setup.md": "---\ntitle: Setup\ndescription: Install it.\n---\n\nText.\n",
        ])
        let result = try site.build()
        let html = try #require(result.text("guides/setup/index.html"))
        #expect(html.contains("<link rel=\"icon\" href=\"../../images/icon.png\">"))
        #expect(html.contains("<meta property=\"og:type\" content=\"article\">"))
        #expect(html.contains("<meta property=\"og:title\" content=\"Setup\">"))
        #expect(html.contains("<meta property=\"og:description\" content=\"Install it.\">"))
        #expect(html.contains("<meta property=\"og:url\" content=\"https://example.org/docs/guides/setup/\">"))
        #expect(html.contains("<meta name=\"twitter:description\" content=\"Install it.\">"))
        #expect(result.text("index.html")?.contains("<meta property=\"og:type\" content=\"website\">") == true)
        #expect(result.text("robots.txt") == "User-agent: *\nAllow: /\nSitemap: https://example.org/docs/sitemap.xml\n")
    }

    @Test func aFaviconThatIsNoFileIsAnError() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML + "favicon: icon.png\n",
            "content/a.md": "---\ntitle: A\n---\n\nText.\n",
        ])
        #expect(
            try site.build().messages(.error) == ["content/site.yml:6:10: favicon 'icon.png' is not a file in content/"]
        )
    }

    @Test func withoutAFaviconThePageUsesTheTheme() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/a.md": "---\ntitle: A\n---\n\nText.\n",
        ])
        let result = try site.build()
        #expect(result.text("a/index.html")?.contains("<link rel=\"icon\" href=\"../assets/favicon.svg\">") == true)
        #expect(result.files["assets/favicon.svg"] != nil)
        #expect(result.files["assets/galley.js"] != nil)
    }

    @Test func everyPreviewButTheFirstLoadsLazily() {
        let figure = "<figure class=\"preview\"><picture><img src=\"x.svg\" alt=\"X\"></picture></figure>"
        let html = PreviewRendering.loadingLazily("<p>a</p>" + figure + figure + figure)
        #expect(html.components(separatedBy: "<img loading=\"lazy\" src=").count == 3)
        #expect(html.hasPrefix("<p>a</p>" + figure))
        #expect(PreviewRendering.loadingLazily(figure) == figure)
    }
}
