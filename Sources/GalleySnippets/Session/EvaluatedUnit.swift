import SwiftSyntax

/// A tree a session evaluated, kept to turn the positions of its nodes into lines and
/// columns when a diagnostic names one.
final class EvaluatedUnit {
    let tree: SourceFileSyntax
    let root: SyntaxIdentifier
    /// The `.swift` file the tree was read from; nil for a snippet.
    let file: String?
    /// Which of the session's snippets the tree is; nil for a file.
    let snippet: Int?

    init(tree: SourceFileSyntax, file: String?, snippet: Int?) {
        self.tree = tree
        root = Syntax(tree).id
        self.file = file
        self.snippet = snippet
    }

    /// Made when first asked: it indexes every line of the tree, and most snippets
    /// evaluate with nothing to report (a fiftieth of a preview's time went to it).
    private(set) lazy var converter = SourceLocationConverter(fileName: file ?? "snippet.swift", tree: tree)
}
