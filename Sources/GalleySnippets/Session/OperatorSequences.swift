@_spi(RawSyntax) import SwiftSyntax

extension SourceFileSyntax {
    /// Whether the tree has an expression the parser left as a flat sequence of operands
    /// and operators, which must be folded by precedence before it is evaluated.
    ///
    /// Folding rewrites the whole tree even when there is nothing to fold, as in most
    /// previews (a chain of views and modifiers has no operator): looking through the raw
    /// nodes first costs a small part of that.
    var containsOperatorSequences: Bool { Self.containsSequence(Syntax(self).raw) }

    private static func containsSequence(_ node: RawSyntax) -> Bool {
        if node.kind == .sequenceExpr { return true }
        guard let layout = node.layoutView else { return false }
        for child in layout.children {
            if let child, containsSequence(child) { return true }
        }
        return false
    }
}
