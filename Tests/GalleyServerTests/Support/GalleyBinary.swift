import Foundation
import Testing

/// The `galley` binary built beside the test bundle (or `GALLEY_BINARY`).
enum GalleyBinary {
    static let url: URL? = locate()

    static func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        try #require(url, "no galley binary beside the test bundle; set GALLEY_BINARY", sourceLocation: sourceLocation)
    }

    private static func locate() -> URL? {
        if let override = ProcessInfo.processInfo.environment["GALLEY_BINARY"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        let starts = [
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(),
            Bundle.main.bundleURL.resolvingSymlinksInPath(),
        ]
        for start in starts {
            var directory = start.deletingLastPathComponent()
            while directory.path != "/" {
                let candidate = directory.appendingPathComponent("galley")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                    !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Runs `galley arguments…` in `directory` to completion; returns its status and output.
    static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = try require()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let capture = directory.appendingPathComponent(".galley-run-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: capture.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: capture) }
        let handle = try FileHandle(forWritingTo: capture)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: capture), as: UTF8.self))
    }
}

/// A temporary folder, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-serve-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to `path` under the folder, creating folders on the way.
    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}
