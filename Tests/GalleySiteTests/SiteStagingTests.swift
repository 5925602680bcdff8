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
        let error = #expect(throws: (any Error).self) { try staging.finish(with: ["index.html": Data("after".utf8)]) }
        // Says which file and why, not "the operation could not be completed".
        #expect(
            error?.localizedDescription.hasSuffix("/taken: a file has that name") == true,
            "\(String(describing: error))")
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

/// The site a build replaces is kept beside the output (`.site.galley-spare`) and the next
/// build writes into it: the output must still be exactly what that build made, and the
/// site being served must never change before the new one takes its place.
@Suite struct SpareFolderTests {
    private let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
        "galley-spare-\(UUID().uuidString)")
    private var output: URL { parent.appendingPathComponent("site") }
    private var spare: URL { parent.appendingPathComponent(".site.galley-spare") }

    private func inode(_ url: URL) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.uint64Value
    }

    @Test func theReplacedSiteIsKeptBesideTheOutputAndIgnoredByGit() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        try OutputWriter.write(["index.html": Data("one".utf8)], to: output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["site"])
        try OutputWriter.write(["index.html": Data("two".utf8)], to: output)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == [".site.galley-spare", "site"])
        #expect(contents(of: spare)["index.html"] == Data("one".utf8))
        #expect(String(decoding: contents(of: spare)[".gitignore"] ?? Data(), as: UTF8.self).hasSuffix("\n*\n"))
    }

    /// Three builds: the third is written into the first's folders. Files the new site
    /// does not have, folders left empty, a file where a folder is needed and a folder
    /// where a file is needed all give way; the spare's `.gitignore` never reaches the site.
    @Test func aSiteWrittenIntoTheSpareIsExactlyTheNewSite() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let first: [String: Data] = [
            "index.html": Data("home".utf8), "gone/index.html": Data("gone".utf8),
            "deep/er/still/index.html": Data("deep".utf8), "becomes-folder": Data("file".utf8),
            "becomes-file/index.html": Data("folder".utf8), "kept/index.html": Data("kept".utf8),
        ]
        try OutputWriter.write(first, to: output)
        try OutputWriter.write(["index.html": Data("home".utf8)], to: output)
        let third: [String: Data] = [
            "index.html": Data("home, changed".utf8), "becomes-folder/index.html": Data("now a folder".utf8),
            "becomes-file": Data("now a file".utf8), "kept/index.html": Data("kept".utf8),
            "new/index.html": Data("new".utf8),
        ]
        try OutputWriter.write(third, to: output)
        #expect(contents(of: output) == third)
        var isFolder: ObjCBool = false
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("gone").path))
        #expect(
            !FileManager.default.fileExists(atPath: output.appendingPathComponent("deep").path, isDirectory: &isFolder))
        // And again, from a spare that holds the second site.
        try OutputWriter.write(first, to: output)
        #expect(contents(of: output) == first)
    }

    /// A new page in a folder the spare has (a new article beside kept ones): the folder
    /// and the files kept in it stay.
    @Test func aNewFileInAFolderOfTheSpareKeepsTheFilesBesideIt() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let kept = ["articles/a/index.html": Data("a".utf8), "articles/index.html": Data("list".utf8)]
        try OutputWriter.write(kept, to: output)
        try OutputWriter.write(kept, to: output)
        let staging = SiteStaging(output: output)
        staging.write(Data("a".utf8), at: "articles/a/index.html")
        staging.write(Data("list".utf8), at: "articles/index.html")
        staging.write(Data("b".utf8), at: "articles/b/index.html")
        staging.write(Data("c".utf8), at: "articles/c/deeper/index.html")
        try staging.finish(with: [:])
        #expect(
            contents(of: output)
                == kept.merging(
                    ["articles/b/index.html": Data("b".utf8), "articles/c/deeper/index.html": Data("c".utf8)]
                ) { one, _ in one })
    }

    /// A spare's file may be a hard link to the site being served: writing new bytes at
    /// its path must replace it in the staging folder, not change the served file.
    @Test func theServedSiteDoesNotChangeBeforeTheNewOneTakesItsPlace() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let page = "a/index.html"
        try OutputWriter.write([page: Data("same".utf8)], to: output)
        try OutputWriter.write([page: Data("same".utf8)], to: output)
        // Linked twice: the spare's file is the output's file.
        #expect(inode(spare.appendingPathComponent(page)) == inode(output.appendingPathComponent(page)))
        let staging = SiteStaging(output: output)
        staging.write(Data("different".utf8), at: page)
        #expect(contents(of: output) == [page: Data("same".utf8)])
        try staging.finish(with: [:])
        #expect(contents(of: output) == [page: Data("different".utf8)])
        #expect(contents(of: spare)[page] == Data("same".utf8))
    }

    /// An unchanged file is the same file through any number of builds, spare or not.
    @Test func anUnchangedFileStaysTheSameFile() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let files = ["kept.html": Data("kept".utf8), "previews/p.svg": Data("<svg/>".utf8)]
        try OutputWriter.write(files, to: output)
        let before = inode(output.appendingPathComponent("kept.html"))
        for _ in 0..<3 {
            let staging = SiteStaging(output: output)
            staging.write(Data("<svg/>".utf8), at: "previews/p.svg", namedByContent: true)
            try staging.finish(with: ["kept.html": Data("kept".utf8)])
        }
        #expect(inode(output.appendingPathComponent("kept.html")) == before)
        #expect(contents(of: output) == files)
    }

    /// Whatever else is found in the spare is removed, never followed: a symbolic link
    /// to a folder elsewhere does not receive the new site's files.
    @Test func aSymbolicLinkInTheSpareIsRemovedNotFollowed() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        try OutputWriter.write(["a/index.html": Data("one".utf8)], to: output)
        try OutputWriter.write(["a/index.html": Data("two".utf8)], to: output)
        let elsewhere = parent.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: spare.appendingPathComponent("a"))
        try FileManager.default.createSymbolicLink(at: spare.appendingPathComponent("a"), withDestinationURL: elsewhere)
        try OutputWriter.write(["a/index.html": Data("three".utf8)], to: output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])
        #expect(contents(of: output) == ["a/index.html": Data("three".utf8)])
    }

    /// Forty builds in a row, each of a random site over paths that clash (a file where
    /// another build had a folder, and the reverse), some files written as the build goes
    /// and the rest at the end, some the same bytes as before: every output is exactly
    /// its site, with no folder left empty.
    @Test func randomRebuildsGiveExactlyTheirSites() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let paths = [
            "index.html", "a", "a/index.html", "a/b", "a/b/index.html", "a/c/index.html", "b/index.html",
            "b/c/d/index.html", "previews/p.svg", "previews/q.svg", "c",
        ]
        var random = SeededGenerator(state: 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
        for _ in 0..<40 {
            // A path is taken only when no path taken is a folder of it or inside it.
            var site: [String: Data] = [:]
            for path in paths.shuffled(using: &random) where next(3) > 0 {
                let clashes = site.keys.contains { $0.hasPrefix(path + "/") || path.hasPrefix($0 + "/") }
                if !clashes { site[path] = Data("\(path) \(next(2))".utf8) }
            }
            let staging = SiteStaging(output: output)
            var atTheEnd: [String: Data] = [:]
            for (path, data) in site.sorted(by: { $0.key < $1.key }) {
                if next(2) == 0 { staging.write(data, at: path) } else { atTheEnd[path] = data }
            }
            try staging.finish(with: atTheEnd)
            #expect(contents(of: output) == site)
            let folders = FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String } ?? []
            for folder in folders where contents(of: output.appendingPathComponent(folder)).isEmpty {
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(
                    atPath: output.appendingPathComponent(folder).path, isDirectory: &isFolder)
                #expect(!(exists && isFolder.boolValue), "\(folder) was left empty")
            }
        }
    }

    /// A spare that is a symbolic link to a folder elsewhere is not written into.
    @Test func aSpareThatIsASymbolicLinkIsNotFollowed() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let elsewhere = parent.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: elsewhere.appendingPathComponent("a-link"), withDestinationURL: parent)
        try OutputWriter.write(["index.html": Data("one".utf8)], to: output)
        try FileManager.default.createSymbolicLink(at: spare, withDestinationURL: elsewhere)
        try OutputWriter.write(["index.html": Data("two".utf8)], to: output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["a-link"])
        #expect(contents(of: output) == ["index.html": Data("two".utf8)])
    }

    @Test func anAbandonedBuildIntoTheSpareLeavesTheOutputAsItWas() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        try OutputWriter.write(["index.html": Data("one".utf8)], to: output)
        try OutputWriter.write(["index.html": Data("two".utf8)], to: output)
        let staging = SiteStaging(output: output)
        staging.write(Data("three".utf8), at: "index.html")
        staging.abandon()
        #expect(contents(of: output) == ["index.html": Data("two".utf8)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["site"])
    }
}

/// A seeded random number generator (a linear congruential one), for repeatable runs.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}
