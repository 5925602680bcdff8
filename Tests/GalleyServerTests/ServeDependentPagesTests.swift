import Foundation
import Testing

/// A save reaches every page that shows what it changed, not only the edited article:
/// the server rebuilds only what a change touches, and that must still be everything
/// the change touches.
@Suite(.timeLimit(.minutes(2)))
struct ServeDependentPagesTests {
    private static func article(title: String, date: String, body: String) -> String {
        "---\ntitle: \(title)\ndate: \(date)\ntags: [layout]\n---\n\n## Overview\n\n\(body)\n"
    }

    @Test func titlesAnchorsAndRenamesReachThePagesThatShowThem() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "site/content/site.yml",
            "title: Deps\ndescription: d\nbase_url: https://example.org/\nauthor: A\nlanguage: en\n")
        try folder.write(
            "site/content/a.md", Self.article(title: "Alpha", date: "2026-01-01", body: "See [B](b.md#overview)."))
        try folder.write("site/content/b.md", Self.article(title: "Beta", date: "2026-01-02", body: "Plain."))
        let server = try ServeProcess(source: "site", in: folder.url)
        let events = try EventStream(port: server.port)
        _ = try events.nextBuild()
        func page(_ path: String) throws -> String { try RawHTTP.request("GET", path, port: server.port).text }

        // A new title: the article, its older neighbour (whose "Newer" link names it),
        // the home page, the tag page and the feed all show it.
        try folder.write("site/content/b.md", Self.article(title: "Bravo", date: "2026-01-02", body: "Plain."))
        _ = try events.nextBuild()
        #expect(try page("/b/").contains("<title>Bravo"))
        #expect(try page("/a/").contains("<span class=\"pager-title\">Bravo</span>"))
        #expect(try page("/").contains(">Bravo</a>"))
        #expect(try page("/tags/layout/").contains(">Bravo</a>"))
        #expect(try page("/feed.rss").contains("<title>Bravo</title>"))
        #expect(!(try page("/").contains("Beta")))

        // A renamed heading breaks the link in the other, unchanged article.
        try folder.write(
            "site/content/b.md",
            Self.article(title: "Bravo", date: "2026-01-02", body: "Plain.").replacingOccurrences(
                of: "## Overview", with: "## Summary"))
        _ = try events.nextBuild()
        let broken = try page("/a/")
        #expect(broken.contains("<div class=\"diagnostics\""))
        #expect(broken.contains("<code>site/content/a.md:9:9</code>"), "\(broken)")
        #expect(broken.contains("no heading with anchor"))

        // Fixing the link in a clears it, and a's page links to the new anchor.
        try folder.write(
            "site/content/a.md", Self.article(title: "Alpha", date: "2026-01-01", body: "See [B](b.md#summary)."))
        _ = try events.nextBuild()
        let fixed = try page("/a/")
        #expect(!fixed.contains("class=\"diagnostics\""))
        #expect(fixed.contains("href=\"../b/#summary\""))
        #expect(server.standardOutput.contains("(1 article and"), "\(server.standardOutput)")
        #expect(server.stop() == 0)
    }
}
