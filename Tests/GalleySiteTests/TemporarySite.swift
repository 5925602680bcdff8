import Foundation

@testable import GalleySite

/// A site written to a temporary folder for one test, removed when the test ends.
final class TemporarySite {
    let root: URL

    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("galley-site-\(UUID().uuidString)")
        for (path, text) in files {
            try write(path, text)
        }
    }

    /// Writes `text` at `path` under the site's root, creating its folders.
    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func build(drafts: Bool = false, cache: URL? = nil) throws -> BuildResult {
        try SiteBuilder(options: BuildOptions(source: root, includeDrafts: drafts, jobs: 2, cacheDirectory: cache))
            .build()
    }

    static let siteYML = "title: T\ndescription: D\nbase_url: https://example.org/docs/\nauthor: A\nlanguage: en\n"
}

/// Every file under `folder`, by path relative to it.
func contents(of folder: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    let root = folder.standardizedFileURL.path + "/"
    guard let walker = FileManager.default.enumerator(atPath: root) else { return files }
    for case let path as String in walker {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: root + path, isDirectory: &isFolder), !isFolder.boolValue {
            files[path] = FileManager.default.contents(atPath: root + path)
        }
    }
    return files
}

extension BuildResult {
    func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }

    func messages(_ severity: Diagnostic.Severity) -> [String] {
        diagnostics.filter { $0.severity == severity }.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }
    }
}
