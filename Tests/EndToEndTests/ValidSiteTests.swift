import Foundation
import Testing

/// `galley build` on a small valid site: what is written where, and what the pages say.
@Suite("A valid site")
struct ValidSiteTests {
    @Test("builds with exit 0 and prints nothing when not on a terminal")
    func buildIsSilent() throws {
        let site = try BuiltSite.build()
        #expect(site.run.standardOutput == "")
        #expect(site.run.standardError == "")
    }

    @Test("--quiet prints nothing either")
    func quietBuildIsSilent() throws {
        let site = try BuiltSite.build("valid", ["--quiet"])
        #expect(site.run.standardOutput == "")
        #expect(site.run.standardError == "")
    }

    @Test("publishes every article at its pretty URL, and nothing else as a page")
    func pagesAtPrettyURLs() throws {
        let site = try BuiltSite.build()
        let files = try site.files()
        #expect(Set(files.filter { $0.hasSuffix(".html") }) == ValidFixture.htmlPages)
        let others = files.filter { !$0.hasSuffix(".html") && !$0.hasPrefix("assets/") && !$0.hasPrefix("search/") }
        #expect(
            others == [
                "articles/images/card-diagram.png", "downloads/sample.txt", "feed.rss", "previews.json", "robots.txt",
                "sitemap.xml",
            ])
        #expect(files.contains("search/manifest.json"))
        #expect(files.contains("assets/style.css"))
        #expect(!files.contains { $0.hasSuffix(".md") || $0.hasSuffix(".yml") })
    }

    @Test("copies other files byte for byte")
    func copiesFiles() throws {
        let site = try BuiltSite.build()
        for path in ["articles/images/card-diagram.png", "downloads/sample.txt"] {
            let original = try Data(contentsOf: site.workspace.url("valid/content/\(path)"))
            let copy = try Data(contentsOf: site.output.appendingPathComponent(path))
            #expect(copy == original, "\(path)")
        }
    }

    @Test("the home page shows the introduction and lists articles newest first, undated last, no draft")
    func homePage() throws {
        let site = try BuiltSite.build()
        let html = try site.text("index.html")
        #expect(html.contains("Welcome to the fixture site."))
        #expect(html.contains("href=\"articles/card/\""))
        #expect(try site.listedTitles(on: "index.html", among: ValidFixture.titles) == ValidFixture.homeOrder)
        #expect(!html.contains("Text Input"))
        #expect(!html.contains("text-input"))
    }

    @Test("the tags index links every tag; each tag page lists its articles newest first")
    func tagPages() throws {
        let site = try BuiltSite.build()
        let index = try site.text("tags/index.html")
        let tagLinks = HTMLScanner.anchors(in: index).filter { $0.href.hasPrefix("../tags/") && $0.href != "../tags/" }
        #expect(
            tagLinks.map(\.href) == [
                "../tags/accessibility/", "../tags/components/", "../tags/forms/", "../tags/layout/",
            ])
        let expected = [
            "accessibility": ["Accessibility"],
            "components": ["Select", "Card"],
            "forms": ["Select"],
            "layout": ["Card", "Layout"],
        ]
        for (tag, titles) in expected {
            #expect(
                try site.listedTitles(on: "tags/\(tag)/index.html", among: ValidFixture.titles) == titles, "\(tag)")
        }
    }

    @Test("an article lists the articles that link to it")
    func backlinks() throws {
        let site = try BuiltSite.build()
        func backlinks(_ path: String) throws -> [String] {
            let html = try site.text(path)
            guard let section = HTMLScanner.section(of: html, from: "class=\"backlinks\"", to: "</aside>") else {
                return []
            }
            return HTMLScanner.anchors(in: section).map { "\($0.text) \($0.href)" }
        }
        #expect(
            try backlinks("guides/layout/index.html") == [
                "Card ../../articles/card/", "Guides ../../guides/", "Select ../../articles/select/",
            ])
        #expect(try backlinks("articles/card/index.html") == ["Select ../../articles/select/"])
        #expect(try backlinks("guides/a11y/index.html") == ["Guides ../../guides/"])
        #expect(try backlinks("articles/select/index.html") == [])
    }

    @Test("dated articles link to the older and the newer one")
    func previousAndNext() throws {
        let site = try BuiltSite.build()
        func pager(_ path: String) throws -> (prev: String?, next: String?) {
            let tags = HTMLScanner.tags(in: try site.text(path)).filter { $0.name == "a" }
            return (
                tags.first { $0.attributes["rel"] == "prev" }?.attributes["href"],
                tags.first { $0.attributes["rel"] == "next" }?.attributes["href"]
            )
        }
        let card = try pager("articles/card/index.html")
        #expect(card.prev == "../../guides/layout/")
        #expect(card.next == "../../articles/select/")
        let layout = try pager("guides/layout/index.html")
        #expect(layout.prev == nil)
        #expect(layout.next == "../../articles/card/")
        let select = try pager("articles/select/index.html")
        #expect(select.prev == "../../articles/card/")
        #expect(select.next == nil)
        let undated = try pager("guides/a11y/index.html")
        #expect(undated.prev == nil && undated.next == nil)
    }

    @Test("article bodies: heading ids, resolved links, the image, raw HTML, highlighted Swift")
    func articleBody() throws {
        let site = try BuiltSite.build()
        let card = try site.text("articles/card/index.html")
        let ids = HTMLScanner.ids(in: card)
        #expect(ids.isSuperset(of: ["overview", "example", "example-1", "custom-callout"]))
        let hrefs = Set(HTMLScanner.references(in: card))
        #expect(hrefs.contains("../../guides/layout/#stacks-and-spacing"))
        #expect(hrefs.contains("../../articles/images/card-diagram.png"))
        #expect(hrefs.contains("../../downloads/sample.txt"))
        #expect(hrefs.contains("#example"))
        #expect(
            card.contains(
                "<div class=\"callout\" id=\"custom-callout\">Raw <strong>HTML</strong> passes through.</div>"))
        let code = try #require(HTMLScanner.section(of: card, from: "<pre class=\"code swift\">", to: "</pre>"))
        #expect(code.contains("<span"), "the Swift block is highlighted")
        let codeText = HTMLScanner.decodeEntities(
            code.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression))
        #expect(codeText.contains("Card { Text(\"Hello\") }"))

        let layout = try site.text("guides/layout/index.html")
        #expect(HTMLScanner.ids(in: layout).isSuperset(of: ["stacks-and-spacing", "grids"]))
        #expect(layout.contains("href=\"https://swift.org/\""))
        #expect(layout.contains("href=\"mailto:team@example.org\""))

        let select = try site.text("articles/select/index.html")
        let selectLinks = Set(HTMLScanner.references(in: select))
        #expect(selectLinks.isSuperset(of: ["../../articles/card/#custom-callout", "../../articles/card/#example-1"]))
        #expect(selectLinks.contains("../../guides/layout/"))

        let guides = try site.text("guides/index.html")
        #expect(Set(HTMLScanner.references(in: guides)).isSuperset(of: ["../guides/layout/", "../guides/a11y/"]))
    }

    @Test("every link and image in every page leads to a file of the site, and every fragment to an id")
    func linkChecker() throws {
        let site = try BuiltSite.build()
        var checker = LinkChecker(site: site.output)
        let broken = try checker.check()
        #expect(broken.isEmpty, "\(broken.map(\.description).joined(separator: "\n"))")
        #expect(checker.checkedCount > 100, "the checker followed too few links to mean anything")
    }

    @Test("the 404 page links from the root of the site, not relatively")
    func notFoundPage() throws {
        let site = try BuiltSite.build()
        let html = try site.text("404.html")
        let local = HTMLScanner.references(in: html).filter { !$0.hasPrefix("http") && !$0.hasPrefix("#") }
        #expect(!local.isEmpty)
        for url in local {
            #expect(url.hasPrefix("/"), "\(url)")
        }
        #expect(local.contains("/assets/style.css"))
    }

    @Test("drafts are left out unless --drafts is given")
    func drafts() throws {
        let site = try BuiltSite.build()
        #expect(!site.exists("articles/text-input"))
        #expect(try site.feed().child("channel")?.children(named: "item").count == 3)

        let withDrafts = try BuiltSite.build("valid", ["--drafts"])
        #expect(withDrafts.exists("articles/text-input/index.html"))
        #expect(
            try withDrafts.listedTitles(on: "index.html", among: ValidFixture.titles)
                == ["Text Input"] + ValidFixture.homeOrder)
        #expect(
            try withDrafts.listedTitles(on: "tags/forms/index.html", among: ValidFixture.titles) == [
                "Text Input", "Select",
            ])
        let items = try #require(withDrafts.feed().child("channel")).children(named: "item")
        #expect(items.compactMap { $0.child("title")?.text } == ["Text Input", "Select", "Card", "Layout"])
        var checker = LinkChecker(site: withDrafts.output)
        #expect(try checker.check().isEmpty)
    }

    @Test("an article without a description gets no empty description paragraph")
    func noEmptyDescriptionParagraphs() throws {
        let site = try BuiltSite.build()
        let article = try site.text("guides/a11y/index.html")
        #expect(!article.contains("<p class=\"lede\"></p>"))
        let home = try site.text("index.html")
        #expect(!home.contains("<p class=\"entry-summary\"></p>"))
    }
}
