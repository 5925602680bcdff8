import Testing

@testable import GalleySite

@Suite struct SitePathsTests {
    @Test func articlesGetPrettyURLs() {
        #expect(Article.sitePath(forContentPath: "articles/card.md", slug: nil) == "articles/card/")
        #expect(Article.sitePath(forContentPath: "guides/index.md", slug: nil) == "guides/")
        #expect(Article.sitePath(forContentPath: "index.md", slug: nil) == "")
        #expect(Article.sitePath(forContentPath: "articles/card.md", slug: "cards") == "articles/cards/")
    }

    @Test func relativeURLsClimbToTheRoot() {
        #expect(SitePaths.root(from: "") == "./")
        #expect(SitePaths.root(from: "articles/card/") == "../../")
        #expect(SitePaths.relativeURL(to: "guides/x/#a", from: "articles/card/") == "../../guides/x/#a")
        #expect(SitePaths.relativeURL(to: "tags/", from: "") == "tags/")
        #expect(SitePaths.relativeURL(to: "", from: "tags/ui/") == "../../")
    }

    @Test func tagPagesHaveSlugs() {
        #expect(SitePaths.tagPath("SwiftUI Layout") == "tags/swiftui-layout/")
    }

    @Test func linksNormalizeAgainstTheArticleFolder() {
        #expect(LinkResolver.normalize("../guides/x.md", relativeTo: "articles/card.md") == "guides/x.md")
        #expect(LinkResolver.normalize("./img/a.png", relativeTo: "articles/card.md") == "articles/img/a.png")
        #expect(LinkResolver.normalize("/guides/x.md", relativeTo: "articles/card.md") == "guides/x.md")
        #expect(LinkResolver.normalize("../../etc/passwd", relativeTo: "articles/card.md") == nil)
    }

    @Test func schemesAreRecognised() {
        #expect(LinkResolver.scheme(of: "https://x.org") == "https")
        #expect(LinkResolver.scheme(of: "JavaScript:alert(1)") == "JavaScript")
        #expect(LinkResolver.scheme(of: "other.md") == nil)
        #expect(LinkResolver.scheme(of: "a/b:c.md") == nil)
    }

    @Test func baseURLsAreNormalized() {
        #expect(SiteConfig.normalizedBaseURL("https://example.org/docs") == "https://example.org/docs/")
        #expect(SiteConfig.normalizedBaseURL("example.org") == nil)
        #expect(SiteConfig.normalizedBaseURL("ftp://example.org/") == nil)
        var config = SiteConfig(title: "", description: "", baseURL: "https://x.org/docs/", author: "", language: "en")
        #expect(config.basePath == "/docs/")
        config.baseURL = "https://x.org/"
        #expect(config.basePath == "/")
    }

    /// Slugs and depths are made by bytes; they are what the Character-level rules give.
    @Test func byteLevelSlugsAndRootsAreTheCharacterLevelOnes() {
        func characterSlug(_ text: String) -> String {
            var result = ""
            var pendingHyphen = false
            for character in text.lowercased() {
                if character.isLetter || character.isNumber {
                    if pendingHyphen && !result.isEmpty { result.append("-") }
                    pendingHyphen = false
                    result.append(character)
                } else {
                    pendingHyphen = true
                }
            }
            return result.isEmpty ? "tag" : result
        }
        let every = String((1...127).map { Character(UnicodeScalar(UInt8($0))) })
        for text in [every, "SwiftUI", " Layout & Style ", "iOS-17", "--", "", "A_b.c/d", "Ünïcode", "日本 語"] {
            #expect(SitePaths.slug(text) == characterSlug(text), "\(text)")
        }
        for path in ["", "a/", "a/b/", "/a//b/", "a", "é/ü/"] {
            let depth = path.split(separator: "/").count
            #expect(SitePaths.root(from: path) == (depth == 0 ? "./" : String(repeating: "../", count: depth)))
        }
    }
}
