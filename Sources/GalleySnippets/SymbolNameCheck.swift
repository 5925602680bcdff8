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

    /// Where `source` has the text of a label that takes a symbol name (perhaps in a
    /// comment or a string), in order: the only places such a literal can be. Most
    /// snippets have none, and looking for the text costs a small part of walking the
    /// tree for the labels.
    static func labelOffsets(in source: String) -> [Int] {
        var source = source
        return source.withUTF8 { bytes in
            labels.flatMap { offsets(of: $0, in: bytes) }.sorted()
        }
    }

    /// Every offset of `word` in `bytes`, compared byte by byte (the standard library's
    /// `firstRange(of:)` is generic and cost a sixth of evaluating a preview).
    private static func offsets(of word: String, in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        let word = Array(word.utf8)
        guard let first = word.first, bytes.count >= word.count else { return [] }
        var found: [Int] = []
        for start in 0...(bytes.count - word.count) where bytes[start] == first {
            if UnsafeBufferPointer(rebasing: bytes[start..<start + word.count]).elementsEqual(word) {
                found.append(start)
            }
        }
        return found
    }

    /// Warnings for the literals labelled at `offsets` (from `labelOffsets(in:)` of the
    /// tree's source): the token at each offset is asked whether it is an argument's label,
    /// instead of walking the whole tree for labels (a thirtieth of a preview). `converter`
    /// is asked for only when there is a warning to place: its line table costs a
    /// hundredth of a preview.
    static func warnings(
        in tree: SourceFileSyntax, atLabelOffsets offsets: [Int],
        converter: () -> SourceLocationConverter, file: String?
    ) -> [SnippetDiagnostic] {
        offsets.compactMap { literal(labelledAt: $0, in: tree) }.compactMap { literal in
            guard !Image.hasIcon(systemName: literal.name) else { return nil }
            let start = converter().location(for: literal.node.positionAfterSkippingLeadingTrivia)
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

    private struct Literal {
        var name: String
        var node: StringLiteralExprSyntax
    }

    /// The plain string literal an argument label at `offset` labels, if the text there
    /// is such a label (not a comment, a string or a variable of that name).
    private static func literal(labelledAt offset: Int, in tree: SourceFileSyntax) -> Literal? {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)),
            token.positionAfterSkippingLeadingTrivia.utf8Offset == offset, labels.contains(token.text),
            let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id,
            let literal = argument.expression.as(StringLiteralExprSyntax.self), let name = plainText(of: literal)
        else { return nil }
        return Literal(name: name, node: literal)
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
}
