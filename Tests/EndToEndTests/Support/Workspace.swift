import Foundation
import Testing

/// A fresh temporary folder holding copies of fixture sites, removed when the test ends.
/// Galley runs with this folder as its working directory and `--source <name>`, so
/// diagnostics show paths such as `valid/content/articles/card.md`.
final class Workspace {
    let root: URL

    /// `Tests/EndToEndTests/Fixtures`, found from this source file.
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // EndToEndTests
        .appendingPathComponent("Fixtures", isDirectory: true)

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("galley-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Copies the fixture `fixture` to `<root>/<name>` and returns its URL.
    @discardableResult
    func copy(fixture: String, as name: String? = nil) throws -> URL {
        let destination = url(name ?? fixture)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(fixture), to: destination)
        return destination
    }

    /// Copies every file of the fixture `fixture` into the existing site `name`, replacing
    /// files of the same path (a fixture used as a patch).
    func overlay(fixture: String, onto name: String) throws {
        let source = Self.fixtures.appendingPathComponent(fixture)
        for path in try Self.files(in: source) {
            let destination = url(name).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: destination)
            try FileManager.default.copyItem(at: source.appendingPathComponent(path), to: destination)
        }
    }

    /// `<root>/<path>`.
    func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// Runs galley in the workspace.
    func galley(_ arguments: String..., environment: [String: String] = [:]) throws -> GalleyRun {
        try Galley.run(arguments, in: root, environment: environment)
    }

    /// Every regular file under `directory`, as sorted paths relative to it (hidden
    /// files included, so that a stray staging folder would show).
    static func files(in directory: URL) throws -> [String] {
        let root = directory.resolvingSymlinksInPath().standardizedFileURL
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var paths: [String] = []
        for case let url as URL in enumerator {
            let resolved = url.resolvingSymlinksInPath().standardizedFileURL
            guard (try resolved.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            paths.append(String(resolved.path.dropFirst(root.path.count + 1)))
        }
        return paths.sorted()
    }

    /// Every file under `directory` with its bytes.
    static func snapshot(of directory: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in try files(in: directory) {
            result[path] = try Data(contentsOf: directory.appendingPathComponent(path))
        }
        return result
    }
}
