import Foundation
import GalleyDiff
import GalleySite
import Testing

/// Reading a built site: its manifest, and only the pictures inside its `previews/`.
@Suite("Reading a built site")
struct BuiltSiteTests {
    private final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("galley-diff-\(UUID().uuidString)")

        init(manifest: String?) throws {
            try FileManager.default.createDirectory(
                at: url.appendingPathComponent("previews"), withIntermediateDirectories: true)
            if let manifest { try Data(manifest.utf8).write(to: url.appendingPathComponent("previews.json")) }
            try Data("<svg/>".utf8).write(to: url.appendingPathComponent("previews/a-light.svg"))
            try Data("secret".utf8).write(to: url.appendingPathComponent("secret.svg"))
        }

        deinit { try? FileManager.default.removeItem(at: url) }
    }

    @Test("a manifest of this format is read; pictures outside previews/ are never opened")
    func readsManifest() throws {
        let folder = try Folder(manifest: #"{"format": 1, "articles": []}"#)
        let site = try BuiltSite(path: folder.url.path)
        #expect(site.manifest.articles.isEmpty)
        #expect(site.picture("previews/a-light.svg") == Data("<svg/>".utf8))
        for path in ["secret.svg", "previews/../secret.svg", "/etc/passwd", "previews/.hidden.svg", "previews/x.html"] {
            #expect(site.picture(path) == nil, "\(path)")
        }
    }

    @Test(
        "a folder without a manifest, a damaged one or another format is an environment error naming the file",
        arguments: [
            (nil, "no previews.json"),
            ("{ not json", "is not a Galley preview manifest"),
            (#"{"format": 1, "articles": [{"source": "a.md"}]}"#, "is not a Galley preview manifest"),
            (#"{"format": 99, "articles": []}"#, "has format 99"),
        ] as [(String?, String)])
    func rejects(_ manifest: String?, _ message: String) throws {
        let folder = try Folder(manifest: manifest)
        do {
            _ = try BuiltSite(path: folder.url.path)
            Issue.record("read a folder it should refuse")
        } catch let error as EnvironmentError {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }
}
