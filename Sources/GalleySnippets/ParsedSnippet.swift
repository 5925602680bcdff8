import SwiftSyntax

/// A snippet parsed once for everything a site build does with it: its syntax check,
/// its highlighting and its evaluation each parsed it again, three parses of every block
/// of a cold build.
public struct ParsedSnippet {
    public let source: String
    let outcome: SnippetParsing.Outcome
    /// The syntax errors, or the refusal of a source nested too deeply; empty when the
    /// snippet parses cleanly.
    public let syntaxDiagnostics: [SnippetDiagnostic]

    public init(_ source: String) {
        self.source = source
        outcome = SnippetParsing.parse(source)
        syntaxDiagnostics =
            switch outcome {
            case .parsed(let tree): SwiftSyntaxCheck.diagnostics(for: tree)
            case .refused(let refusal): [refusal]
            }
    }

    /// The highlighted HTML, as `SwiftHighlighter.html(for:)` gives it.
    public var highlightedHTML: String {
        switch outcome {
        case .parsed(let tree): SwiftHighlighter.html(for: tree, source: source)
        case .refused: SwiftHighlighter.html(for: source)
        }
    }
}
