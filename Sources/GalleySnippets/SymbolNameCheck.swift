import GalleySpelling
import GalleyUI
import SwiftSyntax

/// Finds SF Symbol names that Galley has no icon for, where a snippet writes them as
/// literals (`Image(systemName: "…")`, `Label("…", systemImage: "…")`): such a symbol is
/// drawn as a placeholder, which an author must hear about at its line and column, with
/// the names nearest to it that do have an icon.
enum SymbolNameCheck {
    /// Argument labels that take an SF Symbol name.
    static let labels: Set<String> = ["systemName", "systemImage"]

    /// Whether `source` has the text of a label that takes a symbol name. Most snippets
    /// have none, and looking for the text costs a small part of walking the tree for it.
    static func mayNameSymbols(_ source: String) -> Bool {
        var source = source
        return source.withUTF8 { bytes in labels.contains { Self.bytes(bytes, contain: $0) } }
    }

    /// Whether `word` occurs in `bytes`, compared byte by byte (the standard library's
    /// `firstRange(of:)` is generic and cost a sixth of evaluating a preview).
    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, contain word: String) -> Bool {
        let word = Array(word.utf8)
        guard let first = word.first, bytes.count >= word.count else { return false }
        for start in 0...(bytes.count - word.count) where bytes[start] == first {
            if UnsafeBufferPointer(rebasing: bytes[start..<start + word.count]).elementsEqual(word) { return true }
        }
        return false
    }

    static func warnings(in tree: some SyntaxProtocol, converter: SourceLocationConverter, file: String?)
        -> [SnippetDiagnostic]
    {
        let finder = LiteralFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.literals.compactMap { literal in
            guard !Image.hasIcon(systemName: literal.name) else { return nil }
            let start = converter.location(for: literal.node.positionAfterSkippingLeadingTrivia)
            let nearest = closestNames(to: literal.name)
            let notes =
                nearest.isEmpty
                ? [] : ["closest names with an icon: " + nearest.map { "'\($0)'" }.joined(separator: ", ")]
            return SnippetDiagnostic(
                severity: .warning, line: start.line, column: start.column,
                length: literal.node.trimmedLength.utf8Length,
                message: "no icon for the SF Symbol '\(literal.name)'; it is drawn as a placeholder", notes: notes,
                file: file)
        }
    }

    /// Up to three names with an icon, nearest first: by edit distance, then (for names
    /// far from every other) those sharing the first part (`cloud` of `cloud.sun.bolt`).
    static func closestNames(to name: String, limit: Int = 3) -> [String] {
        let candidates = Image.systemNamesWithIcons
        let near = Suggestion.closest(to: name, among: candidates, count: limit, leastTolerance: 2)
        if !near.isEmpty { return near }
        guard let family = name.split(separator: ".").first.map(String.init), family != name else {
            return []
        }
        let relatives = candidates.filter { $0 == family || $0.hasPrefix(family + ".") }
        return Array(
            relatives.sorted {
                (Suggestion.editDistance(name, $0), $0) < (Suggestion.editDistance(name, $1), $1)
            }
            .prefix(limit))
    }

    private final class LiteralFinder: SyntaxVisitor {
        struct Literal {
            var name: String
            var node: StringLiteralExprSyntax
        }
        var literals: [Literal] = []

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            if let label = node.label?.text, SymbolNameCheck.labels.contains(label),
                let literal = node.expression.as(StringLiteralExprSyntax.self),
                let name = Self.plainText(of: literal)
            {
                literals.append(Literal(name: name, node: literal))
            }
            return .visitChildren
        }

        /// The text of a literal without interpolation; nil when it has any.
        private static func plainText(of literal: StringLiteralExprSyntax) -> String? {
            var text = ""
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
                text += plain.content.text
            }
            return text
        }
    }
}
