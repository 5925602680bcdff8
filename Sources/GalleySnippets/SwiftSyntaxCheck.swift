import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Checks that a Swift snippet parses, the way the compiler's parser would.
public enum SwiftSyntaxCheck {
    /// The syntax errors of `source`, in source order, each with the parser's fix-it
    /// suggestions as notes.
    public static func diagnostics(for source: String) -> [SnippetDiagnostic] {
        diagnostics(for: Parser.parse(source: source))
    }

    /// The syntax errors of an already parsed tree.
    public static func diagnostics(for tree: SourceFileSyntax) -> [SnippetDiagnostic] {
        let converter = SourceLocationConverter(fileName: "snippet.swift", tree: tree)
        return ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let location = diagnostic.location(converter: converter)
            let highlight = diagnostic.highlights.first
            let length: Int
            if let highlight, highlight.trimmedLength.utf8Length > 0 {
                let highlightStart = highlight.positionAfterSkippingLeadingTrivia
                let startLocation = converter.location(for: highlightStart)
                length = startLocation.line == location.line ? highlight.trimmedLength.utf8Length : 1
            } else {
                length = 1
            }
            var notes = diagnostic.notes.map(\.message)
            notes += diagnostic.fixIts.map { "fix-it: \($0.message.message)" }
            return SnippetDiagnostic(
                severity: severity(of: diagnostic.diagMessage.severity),
                line: location.line, column: location.column, length: length,
                message: diagnostic.message, notes: notes)
        }
    }

    private static func severity(of severity: DiagnosticSeverity) -> SnippetDiagnostic.Severity {
        switch severity {
        case .error: .error
        case .warning: .warning
        default: .note
        }
    }
}
