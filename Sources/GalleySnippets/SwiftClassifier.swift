import SwiftIDEUtils
@_spi(RawSyntax) import SwiftSyntax

/// A run of source bytes and how swift-syntax classifies it.
struct ClassifiedRun: Equatable {
    var kind: SyntaxClassification
    /// UTF-8 offsets into the source.
    var start: Int
    var end: Int
}

/// Classifies a parsed tree as SwiftIDEUtils' `classifications` does, run for run, at a
/// fraction of its cost.
///
/// SwiftIDEUtils asks, for every child of every node, for the node type's whole list of
/// child key paths (an array made each time) and compares the child's key path with the
/// fourteen it classifies: a fifteenth of a cold build's CPU went to highlighting, most of
/// it there. Which children those fourteen key paths name is worked out here once, as a
/// node type and a child index, and the tree is walked as SwiftIDEUtils walks it: a
/// child's classification, when there is one, applies to the identifiers in it (to all of
/// its text when forced), trivia comments keep their own, and consecutive runs of one kind
/// are merged. `SwiftClassifierTests` holds this to SwiftIDEUtils' output.
enum SwiftClassifier {
    /// The classified runs of `tree`, covering its whole text.
    static func runs(of tree: SourceFileSyntax) -> [ClassifiedRun] {
        var walk = Walk(end: tree.totalLength.utf8Length)
        withExtendedLifetime(tree) {
            _ = walk.visit(Syntax(tree).raw, at: tree.position.utf8Offset, context: nil)
        }
        return walk.runs
    }

    /// A child's classification and whether it covers all of the child's text.
    typealias ChildClassification = (kind: SyntaxClassification, forced: Bool)

    /// The key paths SwiftIDEUtils classifies (its `SyntaxClassification.classify(_:)`),
    /// with their classification (made once, for `childClassifications`: key paths are
    /// not `Sendable`).
    private static func classifiedKeyPaths() -> [(AnyKeyPath, SyntaxClassification, Bool)] {
        [
            (\AttributeSyntax.attributeName, .attribute, true),
            (\PlatformVersionItemSyntax.platformVersion, .keyword, false),
            (\PlatformVersionSyntax.platform, .keyword, false),
            (\DeclModifierSyntax.name, .attribute, false),
            (\IfConfigClauseSyntax.poundKeyword, .ifConfigDirective, false),
            (\IfConfigClauseSyntax.condition, .ifConfigDirective, false),
            (\IfConfigDeclSyntax.poundEndif, .ifConfigDirective, false),
            (\MemberTypeSyntax.name, .type, false),
            (\OperatorDeclSyntax.name, .operator, false),
            (\PrecedenceGroupAssociativitySyntax.associativityLabel, .keyword, false),
            (\PrecedenceGroupRelationSyntax.higherThanOrLowerThanLabel, .keyword, false),
            (\IdentifierTypeSyntax.name, .type, false),
            (\FunctionParameterSyntax.firstName, .argumentLabel, false),
            (\LabeledExprSyntax.label, .argumentLabel, false),
        ]
    }

    /// Node type -> child index -> classification: where in its type's layout each
    /// classified key path sits.
    static let childClassifications = locateClassifiedChildren()

    private static func locateClassifiedChildren() -> [ObjectIdentifier: [Int: ChildClassification]] {
        var table: [ObjectIdentifier: [Int: ChildClassification]] = [:]
        for (keyPath, kind, forced) in classifiedKeyPaths() {
            let root = type(of: keyPath).rootType
            guard let node = root as? any SyntaxProtocol.Type, case .layout(let children) = node.structure,
                let index = children.firstIndex(where: { $0 == keyPath })
            else { continue }
            table[ObjectIdentifier(root), default: [:]][index] = (kind, forced)
        }
        return table
    }

    private struct Walk {
        /// Where the tree's text ends: a node starting there is not visited.
        let end: Int
        var runs: [ClassifiedRun] = []

        init(end: Int) { self.end = end }

        /// Adds a run, merged into the one before when it continues it in the same kind.
        mutating func report(_ kind: SyntaxClassification, from start: Int, to end: Int) {
            if kind == .none && start == end { return }
            if let last = runs.last, last.kind == kind, last.end == start {
                runs[runs.count - 1].end = end
                return
            }
            runs.append(ClassifiedRun(kind: kind, start: start, end: end))
        }

        /// Visits `node`, which starts at `offset`; false once past the end (no more to visit).
        /// `context`: the classification of the nearest enclosing child that has one (not
        /// forced: a forced child is classified whole, without a visit).
        mutating func visit(_ node: RawSyntax, at offset: Int, context: SyntaxClassification?) -> Bool {
            guard offset < end else { return false }
            guard offset + node.byteLength > 0, SyntaxTreeViewMode.sourceAccurate.shouldTraverse(node: node)
            else { return true }
            if let token = node.tokenView {
                visitToken(token, at: offset, context: context)
                return true
            }
            guard let layout = node.layoutView else { return true }
            let classified = SwiftClassifier.childClassifications[ObjectIdentifier(node.kind.syntaxNodeType)]
            var offset = offset
            for (index, child) in layout.children.enumerated() {
                guard let child else { continue }
                let own = classified?[index]
                if let own, own.forced {
                    offset = classifyForced(child, at: offset, as: own.kind)
                    continue
                }
                guard visit(child, at: offset, context: own?.kind ?? context) else { return false }
                offset += child.byteLength
            }
            return true
        }

        /// A child classified as a whole: its trivia as trivia, the text between as `kind`.
        private mutating func classifyForced(_ child: RawSyntax, at offset: Int, as kind: SyntaxClassification)
            -> Int
        {
            var offset = offset
            if let leading = child.leadingTriviaPieces { offset = classify(leading, at: offset) }
            let textLength = child.byteLength - child.leadingTriviaByteLength - child.trailingTriviaByteLength
            report(kind, from: offset, to: offset + textLength)
            offset += textLength
            if let trailing = child.trailingTriviaPieces { offset = classify(trailing, at: offset) }
            return offset
        }

        private mutating func visitToken(
            _ token: RawSyntaxTokenView, at offset: Int, context: SyntaxClassification?
        ) {
            var offset = classify(token.leadingRawTriviaPieces, at: offset)
            let text = token.rawText
            // An enclosing child's classification applies to identifiers only.
            let kind =
                (token.rawKind == .identifier ? context : nil)
                ?? SwiftClassifier.contextFreeKind(of: token.rawKind, text: text)
            report(kind, from: offset, to: offset + text.count)
            offset += text.count
            _ = classify(token.trailingRawTriviaPieces, at: offset)
        }

        /// Reports trivia pieces from `offset`; returns where they end.
        private mutating func classify(_ pieces: [RawTriviaPiece], at offset: Int) -> Int {
            var offset = offset
            for piece in pieces {
                let kind: SyntaxClassification =
                    switch piece {
                    case .lineComment: .lineComment
                    case .blockComment: .blockComment
                    case .docLineComment: .docLineComment
                    case .docBlockComment: .docBlockComment
                    default: .none
                    }
                report(kind, from: offset, to: offset + piece.byteLength)
                offset += piece.byteLength
            }
            return offset
        }
    }

    /// A token's classification when no enclosing child classifies it.
    static func contextFreeKind(of kind: RawTokenKind, text: SyntaxText) -> SyntaxClassification {
        switch kind {
        case .unknown where text.hasPrefix("\""): return .stringLiteral
        case .identifier where text.hasPrefix("<#") && text.hasSuffix("#>"): return .editorPlaceholder
        case .atSign: return .attribute
        case .binaryOperator, .colonColon, .postfixOperator, .prefixOperator: return .operator
        case .dollarIdentifier: return .dollarIdentifier
        case .floatLiteral: return .floatLiteral
        case .identifier: return .identifier
        case .integerLiteral: return .integerLiteral
        case .keyword, .poundSourceLocation: return .keyword
        case .poundElse, .poundElseif, .poundEndif, .poundIf: return .ifConfigDirective
        case .multilineStringQuote, .singleQuote, .stringQuote, .stringSegment: return .stringLiteral
        case .regexLiteralPattern, .regexPoundDelimiter, .regexSlash: return .regexLiteral
        default: return .none
        }
    }
}
