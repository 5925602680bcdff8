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

    func update(_ message: String) {
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
