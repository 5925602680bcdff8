import Foundation
import Testing

/// What one run of the `galley` binary printed and how it exited.
struct GalleyRun: CustomStringConvertible {
    var status: Int32
    var standardOutput: String
    var standardError: String

    var description: String {
        "exit \(status)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)"
    }

    /// The `path:line:col: severity: message` lines of a text-format diagnostic listing.
    static func diagnosticLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix(" ") && !$0.hasPrefix("galley:") }
    }
}

/// Runs the `galley` binary built beside the test bundle (or `GALLEY_BINARY`).
enum Galley {
    /// The binary under test.
    static let binary: URL? = locateBinary()

    private static func locateBinary() -> URL? {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["GALLEY_BINARY"], !override.isEmpty {
            return fileManager.isExecutableFile(atPath: override) ? URL(fileURLWithPath: override) : nil
        }
        let starts = [
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(),
            Bundle.main.bundleURL.resolvingSymlinksInPath(),
            Bundle.main.executableURL?.resolvingSymlinksInPath(),
        ].compactMap { $0 }
        for start in starts {
            var directory = start.deletingLastPathComponent()
            while directory.path != "/" {
                let candidate = directory.appendingPathComponent("galley")
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    fileManager.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Runs `galley arguments…` in `directory` with standard input empty and standard
    /// output and error captured in files (so neither is a terminal and neither can fill
    /// a pipe). `SOURCE_DATE_EPOCH` is removed unless `environment` sets it.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> GalleyRun {
        let binary = try #require(
            binary, "no galley binary beside the test bundle, or GALLEY_BINARY does not name one",
            sourceLocation: sourceLocation)
        let captures = FileManager.default.temporaryDirectory
            .appendingPathComponent("galley-e2e-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: captures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: captures) }
        let outURL = captures.appendingPathComponent("stdout")
        let errURL = captures.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["SOURCE_DATE_EPOCH"] = nil
        env["GALLEY_BINARY"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        // A crash shows as 128 + the signal, as a shell reports it, so it never passes for 0, 1 or 2.
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return GalleyRun(
            status: status,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
