import Foundation
import Testing

/// The same input gives the same bytes, and a rebuild replaces the previous output whole.
@Suite("Reproducible output")
struct ReproducibleBuildTests {
    @Test("two builds, with different job counts and time zones, are byte-identical")
    func byteIdenticalRebuilds() throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "valid")
        let first = try workspace.galley(
            "build", "--source", "valid", "--output", "out1", "--jobs", "1",
            environment: ["TZ": "America/Los_Angeles", "LANG": "C"])
        try #require(first.status == 0, "\(first)")
        let second = try workspace.galley(
            "build", "--source", "valid", "--output", "out2", "--jobs", "4",
            environment: ["TZ": "Asia/Tokyo", "LANG": "de_DE.UTF-8"])
        try #require(second.status == 0, "\(second)")

        let one = try Workspace.snapshot(of: workspace.url("out1"))
        let two = try Workspace.snapshot(of: workspace.url("out2"))
        #expect(one.count >= ValidFixture.htmlPages.count)
        #expect(one.keys.sorted() == two.keys.sorted())
        for (path, bytes) in one.sorted(by: { $0.key < $1.key }) {
            #expect(two[path] == bytes, "\(path) differs between two builds")
        }
    }

    @Test("building again replaces the output: a removed article's page goes, no staging folder stays")
    func rebuildReplacesOutput() throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "valid")
        try #require(try workspace.galley("build", "--source", "valid").status == 0)
        let site = workspace.url("valid/site")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("guides/a11y/index.html").path))

        try FileManager.default.removeItem(at: workspace.url("valid/content/guides/accessibility.md"))
        try FileManager.default.removeItem(at: workspace.url("valid/content/guides/index.md"))
        let again = try workspace.galley("build", "--source", "valid")
        try #require(again.status == 0, "\(again)")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("guides/a11y").path))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("tags/accessibility").path))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("guides/layout/index.html").path))
        // The replaced site is kept, hidden, for the next build to write into.
        let siblings = try FileManager.default.contentsOfDirectory(atPath: workspace.url("valid").path).sorted()
        #expect(siblings == [".site.galley-spare", "content", "site"])
    }

    @Test("a rebuild links the pages that did not change and writes the site a build without the cache writes")
    func rebuildLinksUnchangedPages() throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "valid")
        func build(_ output: String, _ options: String...) throws {
            let run = try Galley.run(["build", "--source", "valid", "--output", output] + options, in: workspace.root)
            try #require(run.status == 0, "\(run)")
        }
        func inode(_ path: String) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: workspace.url(path).path)[.systemFileNumber] as? Int
        }
        try build("out", "--cache-dir", "cache")
        let page = "out/guides/layout/index.html"
        let first = try inode(page)
        let before = try Workspace.snapshot(of: workspace.url("out"))
        try build("out", "--cache-dir", "cache")
        #expect(try inode(page) == first, "an unchanged page is linked from the previous site")
        #expect(try Workspace.snapshot(of: workspace.url("out")) == before)

        // An edited article and a page changed by hand: both rendered again.
        let article = workspace.url("valid/content/guides/layout.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        try (text + "\nOne more paragraph.\n").write(to: article, atomically: true, encoding: .utf8)
        try Data("changed by hand".utf8).write(to: workspace.url("out/index.html"))
        try build("out", "--cache-dir", "cache")
        try build("fresh", "--no-cache")
        let rebuilt = try Workspace.snapshot(of: workspace.url("out"))
        #expect(rebuilt == (try Workspace.snapshot(of: workspace.url("fresh"))))
        #expect(rebuilt["guides/layout/index.html"] != before["guides/layout/index.html"])
    }
}
