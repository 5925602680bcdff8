import Foundation
import Testing

/// `feed.rss` and `sitemap.xml`, read as a feed reader and a crawler read them.
@Suite("Feed and sitemap")
struct FeedAndSitemapTests {
    @Test("the feed is RSS 2.0 with a self link and the dated, published articles newest first")
    func feedItems() throws {
        let site = try BuiltSite.build()
        let rss = try site.feed()
        #expect(rss.name == "rss")
        #expect(rss.attributes["version"] == "2.0")
        let channel = try #require(rss.child("channel"))
        #expect(channel.child("title")?.text == "Fixture Components")
        #expect(channel.child("link")?.text == "https://example.org/")
        let selfLink = try #require(channel.children(named: "atom:link").first)
        #expect(selfLink.attributes["rel"] == "self")
        #expect(selfLink.attributes["href"] == "https://example.org/feed.rss")
        #expect(selfLink.attributes["type"] == "application/rss+xml")
        #expect(rss.attributes["xmlns:atom"] == "http://www.w3.org/2005/Atom")
        #expect(rss.attributes["xmlns:content"] == "http://purl.org/rss/1.0/modules/content/")
        // No SOURCE_DATE_EPOCH: the newest published article's date, not the clock, not the draft's.
        #expect(channel.child("lastBuildDate")?.text == "Wed, 01 May 2024 00:00:00 +0000")

        let items = channel.children(named: "item")
        #expect(items.compactMap { $0.child("title")?.text } == ["Select", "Card", "Layout"])
        let urls = [
            "https://example.org/articles/select/", "https://example.org/articles/card/",
            "https://example.org/guides/layout/",
        ]
        #expect(items.compactMap { $0.child("link")?.text } == urls)
        #expect(items.compactMap { $0.child("guid")?.text } == urls)
        #expect(
            items.compactMap { $0.child("pubDate")?.text } == [
                "Wed, 01 May 2024 00:00:00 +0000", "Sun, 10 Mar 2024 00:00:00 +0000",
                "Mon, 15 Jan 2024 00:00:00 +0000",
            ])
        #expect(items[1].child("description")?.text == "A rounded container for related content.")
        #expect(items[1].children(named: "category").map(\.text) == ["components", "layout"])
    }

    @Test("content:encoded carries the whole article with links made absolute")
    func feedContent() throws {
        let site = try BuiltSite.build()
        let items = try #require(site.feed().child("channel")).children(named: "item")
        let content = Dictionary(
            uniqueKeysWithValues: items.map { ($0.child("title")?.text ?? "", $0.child("content:encoded")?.text ?? "") }
        )

        let card = try #require(content["Card"])
        #expect(card.contains("A card groups related content."))
        let cardURLs = Set(HTMLScanner.references(in: card))
        #expect(
            cardURLs.isSuperset(of: [
                "https://example.org/guides/layout/#stacks-and-spacing",
                "https://example.org/articles/images/card-diagram.png",
                "https://example.org/downloads/sample.txt",
                "https://example.org/articles/card/#example",
            ]))
        let select = Set(HTMLScanner.references(in: try #require(content["Select"])))
        #expect(
            select.isSuperset(of: [
                "https://example.org/articles/card/#custom-callout", "https://example.org/articles/card/#example-1",
                "https://example.org/guides/layout/",
            ]))
        let layout = Set(HTMLScanner.references(in: try #require(content["Layout"])))
        #expect(layout.isSuperset(of: ["https://swift.org/", "mailto:team@example.org"]))
        for (title, html) in content {
            for url in HTMLScanner.references(in: html) {
                #expect(!url.hasPrefix("../") && !url.hasPrefix("./"), "\(title): relative URL '\(url)' in the feed")
            }
        }
    }

    @Test
    func everyFeedURLIsAbsolute() throws {
        let site = try BuiltSite.build()
        let items = try #require(site.feed().child("channel")).children(named: "item")
        for item in items {
            let html = item.child("content:encoded")?.text ?? ""
            for url in HTMLScanner.references(in: html) {
                #expect(
                    url.hasPrefix("https://") || url.hasPrefix("mailto:"),
                    "\(item.child("title")?.text ?? ""): '\(url)' is not absolute")
            }
        }
    }

    @Test("SOURCE_DATE_EPOCH sets lastBuildDate")
    func sourceDateEpoch() throws {
        let site = try BuiltSite.build("valid", [], environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        let channel = try #require(site.feed().child("channel"))
        #expect(channel.child("lastBuildDate")?.text == "Tue, 14 Nov 2023 22:13:20 +0000")
    }

    @Test("the sitemap lists exactly the HTML pages of the output, by absolute URL")
    func sitemap() throws {
        let site = try BuiltSite.build()
        let sitemap = try XMLTree.parse(Data(try site.text("sitemap.xml").utf8))
        #expect(sitemap.name == "urlset")
        #expect(sitemap.attributes["xmlns"] == "http://www.sitemaps.org/schemas/sitemap/0.9")
        let urls = sitemap.children(named: "url")
        let locations = urls.compactMap { $0.child("loc")?.text }
        #expect(locations.count == urls.count)
        #expect(Set(locations).count == locations.count, "a page is listed twice")
        var listedFiles: Set<String> = []
        for location in locations {
            #expect(location.hasPrefix("https://example.org/"), "\(location)")
            let path = String(location.dropFirst("https://example.org/".count))
            #expect(path.isEmpty || path.hasSuffix("/"), "\(location) is not a pretty URL")
            listedFiles.insert(path + "index.html")
        }
        let pages = Set(try site.files().filter { $0.hasSuffix(".html") && $0 != "404.html" })
        #expect(listedFiles == pages)
        let cardEntry = urls.first { $0.child("loc")?.text == "https://example.org/articles/card/" }
        #expect(cardEntry?.child("lastmod")?.text == "2024-03-10")
    }
}
