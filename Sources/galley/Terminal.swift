import Foundation

/// Writing to the terminal, and knowing whether there is one.
enum Terminal {
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Whether standard error is an interactive terminal (progress lines go there).
    static var isInteractive: Bool { isatty(STDERR_FILENO) != 0 }
}

/// A one-line progress display that rewrites itself on a terminal and prints nothing
/// otherwise.
struct Progress: Sendable {
    let enabled: Bool
    /// With `GALLEY_PHASE_TIMES=1`, each phase's start is printed with the seconds since
    /// the command started and the memory the process holds then (resident, and its peak
    /// so far), on its own line: what a profile of a build starts from.
    private let phaseTimes = ProcessInfo.processInfo.environment["GALLEY_PHASE_TIMES"] == "1"
    private let started = Date()

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func update(_ message: String) {
        if phaseTimes {
            let seconds = String(format: "%7.3f", Date().timeIntervalSince(started))
            Terminal.standardError("\(seconds) s  \(ResidentMemory.summary)  \(message)\n")
        }
        guard enabled else { return }
        Terminal.standardError("\r\u{1B}[K\(message)…")
    }

    /// Erases the progress line, so that diagnostics start on a clean line.
    func clear() {
        guard enabled else { return }
        Terminal.standardError("\r\u{1B}[K")
    }

    func finish(_ message: String) {
        guard enabled else { return }
        Terminal.standardError("\r\u{1B}[K\(message)\n")
    }
}
