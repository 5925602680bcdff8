import Foundation
import Testing

/// The link checker that the site tests rely on finds what it should, so that its
/// silence on a built site means something.
@Suite("The tests' link checker")
struct LinkCheckerTests {
    @Test("reports missing files, missing ids, folders without '/', and links above the root")
    func findsBrokenLinks() throws {
        let workspace = try Workspace()
        let site = workspace.url("site")
        let pages = [
            "index.html": """
            <a href="a/">ok</a> <a href="a/#top">ok</a> <a href="#here">ok</a> <p id="here"></p>
            <a href="b/">missing page</a> <a href="a/#nope">missing id</a> <a href="a">folder</a>
            <a href="../up.html">above</a> <img src="img.png"> <a href="https://example.org/x">external</a>
            <a href="/a/">absolute ok</a> <a href="javascript:alert(1)">script</a>
            """,
            "a/index.html": #"<h2 id="top">Top</h2><a href="../">home</a>"#,
        ]
        for (path, html) in pages {
            let url = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(html.utf8).write(to: url)
        }
        var checker = LinkChecker(site: site)
        let broken = try checker.check().map { "\($0.page) \($0.url)" }
        #expect(
            broken == [
                "index.html b/", "index.html a/#nope", "index.html a", "index.html ../up.html", "index.html img.png",
                "index.html javascript:alert(1)",
            ])
        #expect(checker.checkedCount == 10)
    }
}
