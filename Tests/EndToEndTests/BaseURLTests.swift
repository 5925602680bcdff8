import Foundation
import Testing

/// A site published under a sub-path (`https://example.org/docs/`).
@Suite("Sub-path base URL")
struct BaseURLTests {
    static let base = "https://example.org/docs/"

    @Test("--base-url is used by the feed, the sitemap and canonical links")
    func absoluteURLs() throws {
        let site = try BuiltSite.build("valid", ["--base-url", Self.base])
        let channel = try #require(site.feed().child("channel"))
        #expect(channel.child("link")?.text == Self.base)
        #expect(channel.children(named: "atom:link").first?.attributes["href"] == Self.base + "feed.rss")
        let items = channel.children(named: "item")
        #expect(items.compactMap { $0.child("link")?.text }.first == Self.base + "articles/select/")
        for item in items {
            #expect(item.child("link")?.text.hasPrefix(Self.base) == true)
            #expect(item.child("guid")?.text.hasPrefix(Self.base) == true)
        }
        let card = items.first { $0.child("title")?.text == "Card" }?.child("content:encoded")?.text ?? ""
        #expect(card.contains("href=\"\(Self.base)guides/layout/#stacks-and-spacing\""))
        #expect(card.contains("src=\"\(Self.base)articles/images/card-diagram.png\""))

        let sitemap = try XMLTree.parse(Data(try site.text("sitemap.xml").utf8))
        let locations = sitemap.children(named: "url").compactMap { $0.child("loc")?.text }
        #expect(locations.count == ValidFixture.htmlPages.count - 1)
        #expect(locations.allSatisfy { $0.hasPrefix(Self.base) }, "\(locations)")
        #expect(locations.contains(Self.base + "articles/card/"))

        let canonical = HTMLScanner.tags(in: try site.text("articles/card/index.html"))
            .first { $0.name == "link" && $0.attributes["rel"] == "canonical" }
        #expect(canonical?.attributes["href"] == Self.base + "articles/card/")
        // site.yml's own base_url is not used anywhere.
        for path in ["feed.rss", "sitemap.xml", "index.html", "articles/card/index.html"] {
            let text = try site.text(path)
            #expect(!text.contains("https://example.org/articles"), "\(path)")
        }
    }

    @Test("404.html links start with the base path, and every link still leads somewhere")
    func notFoundAndLinks() throws {
        let site = try BuiltSite.build("valid", ["--base-url", Self.base])
        let local = HTMLScanner.references(in: try site.text("404.html"))
            .filter { !$0.hasPrefix("http") && !$0.hasPrefix("#") }
        #expect(!local.isEmpty)
        for url in local {
            #expect(url.hasPrefix("/docs/"), "\(url)")
        }
        var checker = LinkChecker(site: site.output, basePath: "/docs/")
        let broken = try checker.check()
        #expect(broken.isEmpty, "\(broken.map(\.description).joined(separator: "\n"))")
        #expect(checker.checkedCount > 100)
    }

    @Test("a base URL without its trailing slash gives the same site")
    func trailingSlashIsAdded() throws {
        let withSlash = try BuiltSite.build("valid", ["--base-url", Self.base])
        let withoutSlash = try BuiltSite.build("valid", ["--base-url", "https://example.org/docs"])
        #expect(try Workspace.snapshot(of: withSlash.output) == Workspace.snapshot(of: withoutSlash.output))
    }
}
