import Foundation
import Testing

@testable import GalleySite

/// `galley build` writes pictures and pages into a staging folder as it makes them. The
/// site that comes out must be the one the build would have written all at once, and a
/// failed build must leave nothing behind.
@Suite struct SiteStagingTests {

    private func makeSite(extra: [String: String] = [:]) throws -> TemporarySite {
        var files = [
            "content/site.yml": TemporarySite.siteYML,
            "content/a.md": """
            ---
            title: A
            date: 2024-01-02
            ---
            A card, and [b](b.md).

            ```swift preview
            Text("Hello").padding().background(.blue)
            ```
            """,
            "content/b.md": """
            ---
            title: B
            date: 2024-01-03
            ---
            Two pictures, one of them the same as a's.

            ```swift preview
            Text("Hello").padding().background(.blue)
            ```

            ```swift preview
            Circle().frame(width: 20, height: 20)
            ```
            """,
        ]
        files.merge(extra) { _, new in new }
        return try TemporarySite(files: files)
    }

    private func build(_ site: TemporarySite, staging: SiteStaging?) throws -> BuildResult {
        var builder = SiteBuilder(options: BuildOptions(source: site.root, jobs: 2, cacheDirectory: nil))
        builder.staging = staging
        return try builder.build()
    }

    @Test func theStagedSiteIsTheSiteBuiltAllAtOnce() throws {
        let site = try makeSite()
        let whole = try build(site, staging: nil)
        #expect(!whole.hasErrors)
        #expect(whole.files.keys.contains { $0.hasPrefix("previews/") })

        let output = site.root.appendingPathComponent("out")
        let staging = SiteStaging(output: output)
        let streamed = try build(site, staging: staging)
        // Pictures and pages went into the staging folder, not into the result.
        #expect(!streamed.files.keys.contains { $0.hasPrefix("previews/") || $0.hasSuffix("index.html") })
        #expect(streamed.files["feed.rss"] == whole.files["feed.rss"])
        try staging.finish(with: streamed.files)
        #expect(contents(of: output) == whole.files)
        #expect(staging.fileCount == whole.files.count)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted() == ["content", "out"])
    }

    @Test func aPageWinsOverAFileAtItsPathAndAFileOverAPicture() throws {
        let site = try makeSite(extra: ["content/a/index.html": "<p>an asset</p>"])
        let whole = try build(site, staging: nil)
        let output = site.root.appendingPathComponent("out")
        let staging = SiteStaging(output: output)
        try staging.finish(with: try build(site, staging: staging).files)
        #expect(contents(of: output) == whole.files)
        #expect(whole.text("a/index.html")?.contains("an asset") == false)
    }

    @Test func anAbandonedBuildLeavesTheOutputAsItWas() throws {
        let site = try makeSite()
        let output = site.root.appendingPathComponent("out")
        try OutputWriter.write(["index.html": Data("before".utf8)], to: output)
        let staging = SiteStaging(output: output)
        _ = try build(site, staging: staging)
        staging.abandon()
        #expect(contents(of: output) == ["index.html": Data("before".utf8)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted() == ["content", "out"])
    }

    @Test func aFileThatCannotBeWrittenFailsTheFinishAndKeepsTheOutput() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-staging-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        try OutputWriter.write(["index.html": Data("before".utf8)], to: output)
        let staging = SiteStaging(output: output)
        staging.write(Data("a file".utf8), at: "taken")
        // "taken" is a file, so nothing can be written under it.
        staging.write(Data("x".utf8), at: "taken/x.svg")
        #expect(throws: (any Error).self) { try staging.finish(with: ["index.html": Data("after".utf8)]) }
        #expect(contents(of: output) == ["index.html": Data("before".utf8)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["site"])
    }

    /// A picture's name holds a hash of its SVG: the previous site's file of that name and
    /// size is linked, not read; any other file is written anew.
    @Test func aFileNamedByItsContentIsLinkedWhenTheSizeMatches() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-staging-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        try OutputWriter.write(
            ["previews/same.svg": Data("<svg/>".utf8), "previews/grown.svg": Data("<svg/>".utf8)], to: output)
        func inode(_ path: String) throws -> UInt64? {
            (try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.uint64Value
        }
        let before = try inode(output.appendingPathComponent("previews/same.svg").path)
        let staging = SiteStaging(output: output)
        staging.write(Data("<svg/>".utf8), at: "previews/same.svg", namedByContent: true)
        staging.write(Data("<svg></svg>".utf8), at: "previews/grown.svg", namedByContent: true)
        staging.write(Data("<svg/>".utf8), at: "previews/new.svg", namedByContent: true)
        try staging.finish(with: [:])
        #expect(try inode(output.appendingPathComponent("previews/same.svg").path) == before)
        #expect(
            contents(of: output) == [
                "previews/same.svg": Data("<svg/>".utf8), "previews/grown.svg": Data("<svg></svg>".utf8),
                "previews/new.svg": Data("<svg/>".utf8),
            ])
    }
}
