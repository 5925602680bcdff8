import SwiftParser
import SwiftSyntax

/// Parses snippet source with swift-syntax, first refusing what would hold the parser for
/// hours. swift-syntax 603's lookahead tries each `[` as an inline array type (`[3 of
/// Int]`) and then as a collection type, reading what follows twice: the time grows about
/// 1.8 times with each nested `[`, so a run of thirty (found by `make fuzz`) never ends.
/// No snippet nests brackets that deep, so it is refused with a diagnostic instead.
public enum SnippetParsing {
    /// The deepest nesting of `[` parsed: a few milliseconds, far beyond real code.
    public static let maximumBracketDepth = 12

    /// What parsing gave: a tree, or the diagnostic that refuses the source.
    public enum Outcome {
        case parsed(SourceFileSyntax)
        case refused(SnippetDiagnostic)
    }

    /// The parsed tree, or the diagnostic that refuses the source.
    public static func parse(_ source: String) -> Outcome {
        if let refusal = excessiveNesting(in: source) { return .refused(refusal) }
        return .parsed(Parser.parse(source: source))
    }

    /// The `[` that nests deeper than ``maximumBracketDepth``, as a diagnostic; nil when
    /// there is none. Brackets in string literals and comments count too: cheap, and a
    /// snippet with a dozen unclosed brackets in a string is not worth telling apart.
    public static func excessiveNesting(in source: String) -> SnippetDiagnostic? {
        var depth = 0
        var line = 1
        var column = 1
        for byte in source.utf8 {
            switch byte {
            case UInt8(ascii: "["):
                depth += 1
                if depth > maximumBracketDepth {
                    return SnippetDiagnostic(
                        severity: .error, line: line, column: column,
                        message: "brackets nested more than \(maximumBracketDepth) deep: "
                            + "Galley does not parse a snippet nested this deeply")
                }
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "\n"):
                line += 1
                column = 0
            default:
                break
            }
            column += 1
        }
        return nil
    }
}
