import Foundation
import GalleyServer
import GalleySite
import Hummingbird
import Testing

@Suite struct SiteResponderTests {
    let site = ServedSite(
        files: [
            "index.html": Data("<html><body><h1>Home</h1></body></html>".utf8),
            "guides/setup/index.html": Data("<html><body>Setup</body></html>".utf8),
            "404.html": Data("<html><body>Page not found</body></html>".utf8),
            "assets/style.css": Data("body{}".utf8),
            "feed.rss": Data("<rss/>".utf8),
            "sitemap.xml": Data("<urlset/>".utf8),
            "previews/a.svg": Data("<svg/>".utf8),
            "images/logo.png": Data([0x89, 0x50]),
            "fonts/inter.woff2": Data([1, 2]),
            "search.json": Data("[]".utf8),
        ], hasGoodBuild: true, buildID: "b-1")

    private func get(_ target: String, method: HTTPRequest.Method = .get, ifNoneMatch: String? = nil) -> PageResponse {
        SiteResponder.respond(method: method, target: target, ifNoneMatch: ifNoneMatch, site: site)
    }

    private func text(_ response: PageResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test(arguments: [
        ("/", "text/html; charset=utf-8"),
        ("/guides/setup/", "text/html; charset=utf-8"),
        ("/assets/style.css", "text/css; charset=utf-8"),
        ("/feed.rss", "application/rss+xml; charset=utf-8"),
        ("/sitemap.xml", "application/xml; charset=utf-8"),
        ("/previews/a.svg", "image/svg+xml"),
        ("/images/logo.png", "image/png"),
        ("/fonts/inter.woff2", "font/woff2"),
        ("/search.json", "application/json"),
    ])
    func servesFilesWithTheirMediaType(target: String, mediaType: String) {
        let response = get(target)
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == mediaType)
    }

    @Test func addsTheReloadScriptToHTMLOnly() {
        #expect(text(get("/")).contains("<script data-galley-live-reload>"))
        #expect(text(get("/")).hasSuffix("</script>\n</body></html>"))
        #expect(text(get("/assets/style.css")) == "body{}")
        #expect(text(get("/feed.rss")) == "<rss/>")
    }

    @Test func addsTheOverlayWhileTheLatestBuildFailed() {
        var failing = site
        failing.problems = [Diagnostic(file: "content/a.md", line: 2, column: 4, severity: .error, message: "broken")]
        let page = SiteResponder.respond(method: .get, target: "/", ifNoneMatch: nil, site: failing)
        #expect(String(decoding: page.body, as: UTF8.self).contains("<h1>Home</h1>"))
        #expect(String(decoding: page.body, as: UTF8.self).contains("<code>content/a.md:2:4</code>: broken"))
        #expect(!text(get("/")).contains("class=\"diagnostics\""))
    }

    @Test func redirectsADirectoryWithoutItsSlash() {
        let response = get("/guides/setup?x=1")
        #expect(response.status == .movedPermanently)
        #expect(response.headers[.location] == "/guides/setup/")
    }

    @Test func answersMissingPagesWithTheSites404Page() {
        let response = get("/nowhere/")
        #expect(response.status == .notFound)
        #expect(text(response).contains("Page not found"))
        #expect(text(response).contains("_galley/events"))
        #expect(get("/index.html/").status == .notFound)
    }

    @Test func refusesTraversalWith403() {
        for target in ["/../index.html", "/%2e%2e/index.html", "/guides%2fsetup/index.html"] {
            #expect(get(target).status == .forbidden, "\(target)")
        }
    }

    @Test func answersHeadWithTheHeadersOfGet() {
        let full = get("/")
        let head = get("/", method: .head)
        #expect(head.status == .ok)
        #expect(head.body.isEmpty)
        #expect(head.headers[.contentLength] == String(full.body.count))
        #expect(head.headers[.eTag] == full.headers[.eTag])
    }

    @Test(arguments: [HTTPRequest.Method.post, .put, .delete, .patch, .options])
    func refusesOtherMethods(method: HTTPRequest.Method) {
        let response = get("/", method: method)
        #expect(response.status == .methodNotAllowed)
        #expect(response.headers[.allow] == "GET, HEAD")
    }

    @Test func answersAKnownEntityTagWith304() throws {
        let tag = try #require(get("/assets/style.css").headers[.eTag])
        #expect(tag == EntityTag.of(Data("body{}".utf8)))
        let again = get("/assets/style.css", ifNoneMatch: "\"other\", W/\(tag)")
        #expect(again.status == .notModified)
        #expect(again.body.isEmpty)
        #expect(get("/assets/style.css", ifNoneMatch: "\"other\"").status == .ok)
    }

    @Test func changesAPagesTagWhenItsBuildChanges() {
        var next = site
        next.buildID = "b-2"
        let before = get("/").headers[.eTag]
        let after = SiteResponder.respond(method: .get, target: "/", ifNoneMatch: nil, site: next).headers[.eTag]
        #expect(before != after)
        let css = SiteResponder.respond(method: .get, target: "/assets/style.css", ifNoneMatch: nil, site: next)
        #expect(css.headers[.eTag] == get("/assets/style.css").headers[.eTag])
    }

    @Test func showsTheFirstBuildsProblemsUntilThereIsASite() {
        let broken = ServedSite(
            problems: [Diagnostic(file: "content/a.md", line: 1, column: 1, severity: .error, message: "no title")],
            buildID: "b-1")
        let response = SiteResponder.respond(method: .get, target: "/any/page/", ifNoneMatch: nil, site: broken)
        #expect(response.status == .serviceUnavailable)
        #expect(String(decoding: response.body, as: UTF8.self).contains("<code>content/a.md:1:1</code>: no title"))
    }
}
