import Foundation

/// The text of one source file with its display path, able to make diagnostics that
/// carry an excerpt of the offending line.
struct SourceText: Sendable {
    /// The path printed in diagnostics.
    let displayPath: String
    let text: String
    /// Where each line starts, as a UTF-8 offset into `text`: four bytes a line, where a
    /// `Substring` per line took 32 (100 MB on a 10,000-article site, for lines read only
    /// by diagnostics and symbol references).
    private let lineStarts: [UInt32]

    init(displayPath: String, text: String) {
        self.displayPath = displayPath
        self.text = text
        var starts: [UInt32] = [0]
        var offset: UInt32 = 0
        for byte in text.utf8 {
            offset &+= 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
        self.lineStarts = starts
    }

    /// How many lines the text has: one more than it has line breaks.
    var lineCount: Int { lineStarts.count }

    /// Line `number` (1-based, at most `lineCount`), without its line break.
    func line(_ number: Int) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: Int(lineStarts[number - 1]))
        let end =
            number < lineStarts.count
            ? utf8.index(utf8.startIndex, offsetBy: Int(lineStarts[number]) - 1) : utf8.endIndex
        return text[start..<end]
    }

    /// Every line, as `lines(of: text)` gives them.
    var lines: [Substring] { (1...lineCount).map(line) }

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
        if line >= 2, line - 1 <= lineCount, !self.line(line - 1).trimmingCharacters(in: .whitespaces).isEmpty {
            excerpt.append(String(self.line(line - 1)).trimmingTrailingCarriageReturn())
        }
        if line <= lineCount {
            excerpt.append(String(self.line(line)).trimmingTrailingCarriageReturn())
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
