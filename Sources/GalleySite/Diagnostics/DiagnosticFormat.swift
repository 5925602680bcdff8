import Foundation

/// The three ways `galley` prints diagnostics.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `file:line:column: severity: message`, a source excerpt with a caret, and notes.
    case text
    /// GitHub Actions workflow commands: `::error file=F,line=L,col=C::message`.
    case github
    /// One JSON array of `{file, line, column, severity, message, notes}`.
    case json

    /// Renders `diagnostics` (already in display order) in this format.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        switch self {
        case .text: diagnostics.map(Self.text).joined()
        case .github: diagnostics.map(Self.github).joined()
        case .json: Self.json(diagnostics)
        }
    }

    private static func text(_ diagnostic: Diagnostic) -> String {
        var output =
            "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): "
            + "\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
        if !diagnostic.excerpt.isEmpty {
            for line in diagnostic.excerpt {
                output += "   | \(line)\n"
            }
            let problemLine = diagnostic.excerpt.last ?? ""
            // Keep tabs in the padding so the caret lines up under tab-indented code.
            let prefix = problemLine.utf8.prefix(max(diagnostic.column - 1, 0))
            let padding = String(decoding: prefix, as: UTF8.self).map { $0 == "\t" ? "\t" : " " }.joined()
            let available = max(problemLine.utf8.count - (diagnostic.column - 1), 1)
            let underline = "^" + String(repeating: "~", count: min(diagnostic.length, available) - 1)
            output += "   | \(padding)\(underline)\n"
        }
        for note in diagnostic.notes {
            output += "   = note: \(note)\n"
        }
        return output
    }

    private static func github(_ diagnostic: Diagnostic) -> String {
        let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
        var message = diagnostic.message
        for note in diagnostic.notes { message += "\nnote: \(note)" }
        return "::\(command) file=\(escapeProperty(diagnostic.file)),line=\(diagnostic.line),"
            + "col=\(diagnostic.column)::\(escapeData(message))\n"
    }

    /// GitHub's workflow-command escaping for the message part.
    private static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// GitHub's workflow-command escaping for property values.
    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }

    private struct JSONDiagnostic: Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var message: String
        var notes: [String]
    }

    private static func json(_ diagnostics: [Diagnostic]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let items = diagnostics.map {
            JSONDiagnostic(
                file: $0.file, line: $0.line, column: $0.column, severity: $0.severity.rawValue,
                message: $0.message, notes: $0.notes)
        }
        let data = (try? encoder.encode(items)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
