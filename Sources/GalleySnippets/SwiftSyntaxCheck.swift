import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Checks that a Swift snippet parses, the way the compiler's parser would.
public enum SwiftSyntaxCheck {
    /// The syntax errors of `source`, in source order, each with the parser's fix-it
    /// suggestions as notes.
    public static func diagnostics(for source: String) -> [SnippetDiagnostic] {
        switch SnippetParsing.parse(source) {
        case .parsed(let tree): diagnostics(for: tree)
        case .refused(let refusal): [refusal]
        }
    }

    /// The syntax errors of an already parsed tree.
    public static func diagnostics(for tree: SourceFileSyntax) -> [SnippetDiagnostic] {
        // The parser marks every node above an error or a warning: a clean tree, which is
        // nearly every snippet, has nothing to report and is not walked again.
        guard tree.hasError || tree.hasWarning else { return [] }
        let converter = SourceLocationConverter(fileName: "snippet.swift", tree: tree)
        let (checkable, unspacedEquals) = withoutUnspacedEqualsErrors(tree)
        let reported = unspacedEquals.map { token in
            let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            return SnippetDiagnostic(
                severity: .error, line: location.line, column: location.column, length: 1,
                message: "'=' must have consistent whitespace on both sides")
        }
        let parsed = ParseDiagnosticsGenerator.diagnostics(for: checkable).map { diagnostic in
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
        return (parsed + reported).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// The tree with the lexer's "'=' must have consistent whitespace" errors taken off
    /// their tokens (same text, same positions), and those tokens. swift-syntax 603 traps
    /// making that error's Fix-It when something it does not read as whitespace (U+FFFD,
    /// found by `make fuzz`) sits before a spaced `=`: Galley reports the error itself.
    private static func withoutUnspacedEqualsErrors(_ tree: SourceFileSyntax) -> (SourceFileSyntax, [TokenSyntax]) {
        let flagged = tree.tokens(viewMode: .all).filter {
            $0.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides
        }
        guard !flagged.isEmpty else { return (tree, []) }
        let rewritten = UnspacedEqualsErrorRemover(viewMode: .all).rewrite(tree)
        return (rewritten.as(SourceFileSyntax.self) ?? tree, flagged)
    }

    private static func severity(of severity: DiagnosticSeverity) -> SnippetDiagnostic.Severity {
        switch severity {
        case .error: .error
        case .warning: .warning
        default: .note
        }
    }
}

/// Replaces each token the lexer flagged for unspaced `=` with the same token unflagged.
private final class UnspacedEqualsErrorRemover: SyntaxRewriter {
    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return token }
        return TokenSyntax(
            token.tokenKind, leadingTrivia: token.leadingTrivia, trailingTrivia: token.trailingTrivia,
            presence: token.presence)
    }
}
