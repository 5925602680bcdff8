import Foundation
import Testing

@testable import GalleySite

/// `galley build` records each page's key and file in the cache folder, and the next build
/// into the same folder links the pages whose key and file are unchanged instead of
/// rendering them. Whatever the record says, the site must be the one a build without it
/// writes.
@Suite struct PageRecordTests {
    private static let pages = ["404.html", "a/index.html", "b/index.html", "index.html", "tags/index.html"]

    private func makeSite() throws -> TemporarySite {
        try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/a.md": "---\ntitle: A\ndate: 2024-01-02\n---\nA card, and [b](b.md).\n",
            "content/b.md": "---\ntitle: B\ndate: 2024-01-03\n---\nB, and [a](a.md).\n",
        ])
    }

    /// Builds `site` into `output` as `galley build` does, with the cache folder `cache`.
    @discardableResult
    private func build(_ site: TemporarySite, into output: URL, cache: URL?) throws -> BuildResult {
        var builder = SiteBuilder(options: BuildOptions(source: site.root, jobs: 2, cacheDirectory: cache))
        let staging = SiteStaging(output: output)
        builder.staging = staging
        let result = try builder.build()
        if result.hasErrors {
            staging.abandon()
        } else {
            try staging.finish(with: result.files)
        }
        return result
    }

    /// The site, built once into `out` with the cache folder `cache`, both inside it.
    private func siteBuiltOnce() throws -> (site: TemporarySite, output: URL, cache: URL) {
        let site = try makeSite()
        let output = site.root.appendingPathComponent("out")
        let cache = site.root.appendingPathComponent("cache")
        try build(site, into: output, cache: cache)
        return (site, output, cache)
    }

    /// The site a build without any record writes.
    private func freshBuild(of site: TemporarySite) throws -> [String: Data] {
        let output = site.root.appendingPathComponent("fresh-\(UUID().uuidString)")
        try build(site, into: output, cache: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        return contents(of: output)
    }

    private func inode(_ url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int)
    }

    @Test func aSecondBuildLinksEveryUnchangedPageInsteadOfRenderingIt() throws {
        let site = try makeSite()
        let output = site.root.appendingPathComponent("out")
        let cache = site.root.appendingPathComponent("cache")
        let first = try build(site, into: output, cache: cache)
        #expect(first.renderedPages == Self.pages.count)
        let before = contents(of: output)
        let pageInode = try inode(output.appendingPathComponent("a/index.html"))

        let second = try build(site, into: output, cache: cache)
        #expect(second.renderedPages == 0)
        #expect(contents(of: output) == before)
        #expect(try inode(output.appendingPathComponent("a/index.html")) == pageInode)
        #expect(contents(of: output) == (try freshBuild(of: site)))
    }

    @Test func anEditRendersThePagesThatShowIt() throws {
        let (site, output, cache) = try siteBuiltOnce()

        // Prose: only a's page shows it.
        try site.write("content/a.md", "---\ntitle: A\ndate: 2024-01-02\n---\nNew words, and [b](b.md).\n")
        #expect(try build(site, into: output, cache: cache).renderedPages == 1)
        #expect(contents(of: output) == (try freshBuild(of: site)))

        // A title: every page that names a.
        try site.write("content/a.md", "---\ntitle: Renamed\ndate: 2024-01-02\n---\nNew words, and [b](b.md).\n")
        let renamed = try build(site, into: output, cache: cache).renderedPages
        #expect(renamed > 1 && renamed <= Self.pages.count)
        #expect(contents(of: output) == (try freshBuild(of: site)))
        #expect(String(decoding: contents(of: output)["b/index.html"] ?? Data(), as: UTF8.self).contains("Renamed"))
    }

    @Test func aPageChangedInTheOutputIsRenderedAgain() throws {
        let (site, output, cache) = try siteBuiltOnce()
        let page = output.appendingPathComponent("a/index.html")
        let original = try Data(contentsOf: page)
        try Data("edited by hand".utf8).write(to: page)

        #expect(try build(site, into: output, cache: cache).renderedPages == 1)
        #expect(try Data(contentsOf: page) == original)

        // Replaced by another file of the same size: still not the recorded file.
        let replacement = output.appendingPathComponent("replacement")
        try Data(repeating: 0x20, count: original.count).write(to: replacement)
        try FileManager.default.removeItem(at: page)
        try FileManager.default.moveItem(at: replacement, to: page)
        #expect(try build(site, into: output, cache: cache).renderedPages == 1)
        #expect(try Data(contentsOf: page) == original)
    }

    /// The search index is recorded as the pages are: made from the same documents, it is
    /// linked from the previous site; any change to what it is made from, or to one of
    /// its files in the output, makes it again.
    @Test func theSearchIndexIsMadeAgainOnlyWhenItsDocumentsOrFilesChanged() throws {
        let (site, output, cache) = try siteBuiltOnce()
        let manifest = output.appendingPathComponent(SearchIndex.manifestPath)
        let manifestInode = try inode(manifest)
        #expect(try build(site, into: output, cache: cache).madeSearchIndex == false)
        #expect(try inode(manifest) == manifestInode)
        #expect(contents(of: output) == (try freshBuild(of: site)))

        // A word in a body is in the index.
        try site.write("content/b.md", "---\ntitle: B\ndate: 2024-01-03\n---\nB, zebra, and [a](a.md).\n")
        #expect(try build(site, into: output, cache: cache).madeSearchIndex == true)
        #expect(contents(of: output) == (try freshBuild(of: site)))
        #expect(
            String(decoding: contents(of: output)["search/terms/z.json"] ?? Data(), as: UTF8.self).contains("zebra"))
        #expect(try build(site, into: output, cache: cache).madeSearchIndex == false)

        // A shard edited in the output is no longer the recorded file.
        let shard = output.appendingPathComponent("search/terms/z.json")
        let original = try Data(contentsOf: shard)
        try Data("{}".utf8).write(to: shard)
        #expect(try build(site, into: output, cache: cache).madeSearchIndex == true)
        #expect(try Data(contentsOf: shard) == original)
        #expect(contents(of: output) == (try freshBuild(of: site)))
    }

    /// Each field is hashed with its length: moving text from one field to the next, or
    /// from one document to the next, gives another key.
    @Test func theSearchIndexKeyTellsFieldBoundariesApart() {
        func document(_ text: String, _ heading: String) -> SearchIndex.Document {
            SearchIndex.Document(url: "a/", pageTitle: "A", heading: heading, text: text, fields: [(text, 1)])
        }
        let keys = [
            [document("ab", "c")], [document("a", "bc")], [document("ab", "c"), document("", "")],
            [document("ab", "")], [],
        ].map(SearchIndex.lastingKey(of:))
        #expect(Set(keys).count == keys.count)
        #expect(SearchIndex.lastingKey(of: [document("ab", "c")]) == keys[0])
        #expect(keys[0].count == 64 && keys[0].allSatisfy(\.isHexDigit))
    }

    @Test func anotherThemeOrAnotherOutputFolderRendersEveryPage() throws {
        let (site, output, cache) = try siteBuiltOnce()
        try site.write("templates/partials/footer.mustache", "<footer>Made by hand</footer>\n")
        #expect(try build(site, into: output, cache: cache).renderedPages == Self.pages.count)
        #expect(contents(of: output) == (try freshBuild(of: site)))
        #expect(try build(site, into: output, cache: cache).renderedPages == 0)

        let elsewhere = site.root.appendingPathComponent("elsewhere")
        #expect(try build(site, into: elsewhere, cache: cache).renderedPages == Self.pages.count)
    }

    @Test func aBuildWithErrorsRecordsNothing() throws {
        let (site, output, cache) = try siteBuiltOnce()
        let recordFile = PageRecord.location(for: output, in: cache)
        let recorded = try Data(contentsOf: recordFile)

        try site.write("content/a.md", "---\ntitle: A\ndate: 2024-01-02\n---\nA [broken link](missing.md).\n")
        #expect(try build(site, into: output, cache: cache).hasErrors)
        #expect(try Data(contentsOf: recordFile) == recorded)

        try site.write("content/a.md", "---\ntitle: A\ndate: 2024-01-02\n---\nA card, and [b](b.md).\n")
        #expect(try build(site, into: output, cache: cache).renderedPages == 0)
    }

    @Test func theRecordReadsBackAndIgnoresWhatItCannotRead() throws {
        let file = FileIdentity(device: 1, inode: 2, size: 3, modifiedSeconds: 4, modifiedNanoseconds: 5)
        var record = PageRecord(siteKey: "abc")
        record.entries["a b/index.html"] = PageRecord.Entry(key: "article:ff", file: file)
        record.entries["index.html"] = PageRecord.Entry(key: "index:00", file: file)
        record.entries["bad\nname.html"] = PageRecord.Entry(key: "article:11", file: file)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("records-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = folder.appendingPathComponent("r.txt")
        record.write(to: location)

        var expected = record
        expected.entries["bad\nname.html"] = nil
        #expect(PageRecord.load(from: location) == expected)
        #expect(
            record.text
                == "galley-pages-1 abc\narticle:ff 1 2 3 4 5 a b/index.html\nindex:00 1 2 3 4 5 index.html\n")

        try Data("galley-pages-1 abc\nnot a line\narticle:ff 1 2 x 4 5 p.html\nindex:00 1 2 3 4 5 index.html\n".utf8)
            .write(to: location)
        #expect(PageRecord.load(from: location)?.entries.keys.sorted() == ["index.html"])
        try Data("galley-pages-0 abc\nindex:00 1 2 3 4 5 index.html\n".utf8).write(to: location)
        #expect(PageRecord.load(from: location) == nil)
    }

    @Test func onlyTheNewestRecordsAreKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("records-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<5 {
            let file = folder.appendingPathComponent("r\(index).txt")
            PageRecord(siteKey: "k").write(to: file, keeping: 3)
            // Older records have older modification times.
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 + index))], ofItemAtPath: file.path)
        }
        PageRecord(siteKey: "k").write(to: folder.appendingPathComponent("r5.txt"), keeping: 3)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["r3.txt", "r4.txt", "r5.txt"])
    }
}
