import Foundation
import Testing

/// `galley serve` running in the background on a port the system chose, stopped (and
/// killed if need be) when the test ends however it ends.
final class ServeProcess {
    let process = Process()
    private(set) var port = 0
    private let outputURL: URL
    private let errorURL: URL

    /// Starts `galley serve --source <source> --port 0 …` in `directory` and waits until it
    /// prints its address.
    init(source: String, in directory: URL, extraArguments: [String] = [], timeout: TimeInterval = 60) throws {
        outputURL = directory.appendingPathComponent(".serve-stdout-\(UUID().uuidString)")
        errorURL = directory.appendingPathComponent(".serve-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        process.executableURL = try GalleyBinary.require()
        process.arguments = ["serve", "--source", source, "--port", "0"] + extraArguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()

        let deadline = Date().addingTimeInterval(timeout)
        var found: Int?
        while found == nil {
            if let match = Self.servingPort(in: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "") {
                found = match
            } else if !process.isRunning || Date() > deadline {
                let log = "stdout:\n\(standardOutput)\nstderr:\n\(standardError)"
                stop()
                throw RawConnection.Failure(description: "galley serve did not start:\n\(log)")
            } else {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        port = found!
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: outputURL)
        try? FileManager.default.removeItem(at: errorURL)
    }

    var standardOutput: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }
    var standardError: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

    /// Sends SIGINT, as Ctrl-C does, and waits up to `timeout` seconds for the exit;
    /// returns the exit status, or nil if the server had to be killed.
    @discardableResult
    func stop(timeout: TimeInterval = 10) -> Int32? {
        guard process.isRunning else { return process.terminationStatus }
        process.interrupt()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    private static func servingPort(in output: String) -> Int? {
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("Serving http://127.0.0.1:") }),
            let port = Int(line.dropFirst("Serving http://127.0.0.1:".count).prefix(while: \.isNumber))
        else { return nil }
        return port
    }

    /// Waits until the server's standard output contains `text`.
    func waitForOutput(containing text: String, timeout: TimeInterval = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if standardOutput.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }
}
