import Foundation

/// The text of one source file with its display path, able to make diagnostics that
/// carry an excerpt of the offending line.
struct SourceText: Sendable {
    /// The path printed in diagnostics.
    let displayPath: String
    let text: String
    let lines: [Substring]

    init(displayPath: String, text: String) {
        self.displayPath = displayPath
        self.text = text
        self.lines = Self.lines(of: text)
    }

    /// The lines of `text`, split at "\n" by its UTF-8 bytes: a line break is always a
    /// Character of its own, so this is `split(separator: "\n")` keeping empty lines,
    /// without walking every Character of every article.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        while let lineBreak = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(text[start..<lineBreak])
            start = utf8.index(after: lineBreak)
        }
        lines.append(text[start...])
        return lines
    }

    /// `text` with every line break written "\n". cmark, libyaml and swift-syntax all end a
    /// line at "\r\n" and at a lone "\r" (old Mac files) too, so the lines they report
    /// count those; a file's text is normalized before it is parsed, so that `lines`, which
    /// splits at "\n", has the same lines.
    static func normalizingLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// A diagnostic at a 1-based line and column of this file.
    func diagnostic(
        _ severity: Diagnostic.Severity, line: Int, column: Int, length: Int = 1,
        _ message: String, notes: [String] = []
    ) -> Diagnostic {
        let line = max(line, 1)
        var excerpt: [String] = []
        if line - 2 >= 0, line - 2 < lines.count, !lines[line - 2].trimmingCharacters(in: .whitespaces).isEmpty {
            excerpt.append(String(lines[line - 2]).trimmingTrailingCarriageReturn())
        }
        if line - 1 < lines.count {
            excerpt.append(String(lines[line - 1]).trimmingTrailingCarriageReturn())
        }
        return Diagnostic(
            file: displayPath, line: line, column: max(column, 1), length: length,
            severity: severity, message: message, notes: notes, excerpt: excerpt)
    }
}

extension String {
    fileprivate func trimmingTrailingCarriageReturn() -> String {
        hasSuffix("\r") ? String(dropLast()) : self
    }
}
