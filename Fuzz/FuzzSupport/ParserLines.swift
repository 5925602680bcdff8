import Foundation

/// The lines of `text` as the parsers Galley reads it with (cmark, libyaml, swift-syntax)
/// count them: a line ends at "\n", "\r\n" or a lone "\r". A diagnostic's line must be one
/// of them, and its excerpt must show that line.
public func parserLines(of text: String) -> [String] {
    text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// Stops the fuzzer when a diagnostic of `file` is not shown at a line of `text`, as the
/// parsers count them, with that line as its excerpt: the author would be sent elsewhere.
public func checkPositions(
    _ diagnostics: [(file: String, line: Int, column: Int, excerpt: [String])], of file: String, text: String
) {
    let lines = parserLines(of: text)
    for diagnostic in diagnostics where diagnostic.file == file {
        guard (1...lines.count).contains(diagnostic.line), diagnostic.column >= 1,
            diagnostic.excerpt.last == lines[diagnostic.line - 1]
        else {
            fatalError("\(file) has \(lines.count) lines; a diagnostic is not at one of them: \(diagnostic)")
        }
    }
}
