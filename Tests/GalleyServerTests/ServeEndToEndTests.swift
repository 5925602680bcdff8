import Foundation
import Testing

/// `galley serve` as an author uses it: the built binary, a real socket, real edits.
@Suite(.timeLimit(.minutes(2)))
struct ServeEndToEndTests {
    static let secret = "TOP-SECRET-\(UUID().uuidString)"

    /// A small site in `<folder>/docs`, and beside it a file the server must never serve.
    private func makeSite(in folder: TemporaryFolder) throws {
        try folder.write(
            "docs/content/site.yml",
            "title: Live\ndescription: d\nbase_url: https://example.org/sub/\nauthor: A\nlanguage: en\n")
        try folder.write("docs/content/index.md", "---\ntitle: Live\n---\n\nSee [the page](guides/live.md).\n")
        try folder.write("docs/content/guides/live.md", Self.article("First version"))
        try folder.write("docs/content/images/dot.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        try folder.write("secret.txt", Self.secret)
        try folder.write("docs/secret.txt", Self.secret)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("docs/content/images/leak.txt").path,
            withDestinationPath: folder.url.appendingPathComponent("secret.txt").path)
    }

    private static func article(_ text: String, extra: String = "") -> String {
        "---\ntitle: Live page\ndate: 2026-11-21\n---\n\n\(text).\n\(extra)"
    }

    @Test func rebuildsOnSaveReloadsAndShowsErrorsOverTheLastGoodBuild() throws {
        let folder = try TemporaryFolder()
        try makeSite(in: folder)
        let server = try ServeProcess(source: "docs", in: folder.url)

        let first = try RawHTTP.request("GET", "/guides/live/", port: server.port)
        #expect(first.status == 200)
        #expect(first.text.contains("First version"))
        #expect(first.text.contains("new EventSource(\"/_galley/events\")"))

        let events = try EventStream(port: server.port)
        let initialBuild = try events.nextBuild()
        #expect(first.text.contains("const shown = \"\(initialBuild)\";"))

        // An edit: one reload event, then the new page.
        try folder.write("docs/content/guides/live.md", Self.article("Second version"))
        let secondBuild = try events.nextBuild()
        #expect(secondBuild != initialBuild)
        let second = try RawHTTP.request("GET", "/guides/live/", port: server.port)
        #expect(second.text.contains("Second version"))
        #expect(!second.text.contains("First version"))
        #expect(second.text.contains("const shown = \"\(secondBuild)\";"))

        // A mistake: the last good page stays, with the problem over it.
        try folder.write(
            "docs/content/guides/live.md", Self.article("Third version", extra: "\nSee [gone](missing.md).\n"))
        let brokenBuild = try events.nextBuild()
        #expect(brokenBuild != secondBuild)
        let broken = try RawHTTP.request("GET", "/guides/live/", port: server.port)
        #expect(broken.status == 200)
        #expect(broken.text.contains("Second version"))
        #expect(!broken.text.contains("Third version"))
        #expect(broken.text.contains("<div class=\"diagnostics\""))
        #expect(broken.text.contains("<code>docs/content/guides/live.md:8:12</code>"), "\(broken.text)")
        #expect(broken.text.contains("missing.md"))
        // Every page shows it, the home page too.
        #expect(try RawHTTP.request("GET", "/", port: server.port).text.contains("<div class=\"diagnostics\""))
        #expect(server.waitForOutput(containing: "1 error; showing the last good build"), "\(server.standardOutput)")

        // The fix: the overlay goes and the new text shows.
        try folder.write("docs/content/guides/live.md", Self.article("Fixed version"))
        let fixedBuild = try events.nextBuild()
        #expect(fixedBuild != brokenBuild)
        let fixed = try RawHTTP.request("GET", "/guides/live/", port: server.port)
        #expect(fixed.text.contains("Fixed version"))
        #expect(!fixed.text.contains("class=\"diagnostics\""))

        // Serving never writes the site into the source folder.
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("docs/site").path))
        #expect(server.stop() == 0, "Ctrl-C should stop the server cleanly\n\(server.standardError)")
        #expect(server.standardOutput.contains("Serving http://127.0.0.1:\(server.port)/"))
    }

    @Test func servesOnlyTheBuiltSiteWithHTTPSemantics() throws {
        let folder = try TemporaryFolder()
        try makeSite(in: folder)
        let server = try ServeProcess(source: "docs", in: folder.url)
        let port = server.port

        let home = try RawHTTP.request("GET", "/", port: port)
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        let tag = try #require(home.headers["etag"])
        let cached = try RawHTTP.request("GET", "/", port: port, headers: ["If-None-Match": tag])
        #expect(cached.status == 304)
        #expect(cached.body.isEmpty)

        let head = try RawHTTP.request("HEAD", "/", port: port)
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.headers["content-length"] == String(home.body.count))

        for method in ["POST", "PUT", "DELETE"] {
            let refused = try RawHTTP.request(method, "/", port: port, headers: ["Content-Length": "0"])
            #expect(refused.status == 405, "\(method)")
            #expect(refused.headers["allow"] == "GET, HEAD")
        }

        let types = [
            "/assets/style.css": "text/css; charset=utf-8", "/feed.rss": "application/rss+xml; charset=utf-8",
            "/sitemap.xml": "application/xml; charset=utf-8", "/images/dot.svg": "image/svg+xml",
        ]
        for (path, type) in types {
            let response = try RawHTTP.request("GET", path, port: port)
            #expect(response.status == 200, "\(path)")
            #expect(response.headers["content-type"] == type, "\(path)")
            #expect(!response.text.contains("_galley/events"), "\(path) must be served as built")
        }
        // The served build points at the local server, whatever site.yml says.
        #expect(try RawHTTP.request("GET", "/feed.rss", port: port).text.contains("http://127.0.0.1:\(port)/"))

        let directory = try RawHTTP.request("GET", "/guides/live", port: port)
        #expect(directory.status == 301)
        #expect(directory.headers["location"] == "/guides/live/")

        let missing = try RawHTTP.request("GET", "/no/such/page/", port: port)
        #expect(missing.status == 404)
        #expect(missing.text.contains("Page not found"))

        let attempts = [
            "/../secret.txt", "/../../secret.txt", "/guides/../../secret.txt", "/%2e%2e/secret.txt",
            "/%2E%2E/%2e%2e/secret.txt", "/images/..%2f..%2fsecret.txt", "/images%2f..%2f..%2fsecret.txt",
            "/..%5c..%5csecret.txt", "/images/leak.txt", "//secret.txt", "/secret.txt",
            "/\(folder.url.path)/secret.txt", "/%2f\(folder.url.path.dropFirst())/secret.txt",
        ]
        for attempt in attempts {
            let response = try RawHTTP.request("GET", attempt, port: port)
            #expect([403, 404].contains(response.status), "\(attempt) -> \(response.status)")
            #expect(!response.text.contains(Self.secret), "\(attempt) leaked a file outside the site")
        }
        #expect(server.stop() == 0)
    }

    @Test func refusesAFolderWithoutContent() throws {
        let folder = try TemporaryFolder()
        let result = try GalleyBinary.run(["serve", "--source", "empty", "--port", "0"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.output.contains("content/ not found"))
    }
}
