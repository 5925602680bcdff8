import Foundation
import GalleyMarkdown

/// The searchable text of one part of an article: what comes before its first heading
/// (`anchor` empty), or one heading and the text up to the next.
struct SearchSection: Sendable {
    /// The heading's id, "" for the top of the page.
    let anchor: String
    /// The heading's text, "" for the top of the page.
    let heading: String
    var text = ""
    /// Symbols written ``` ``Symbol`` ``` in this part, or a heading that is one.
    var symbols: [String] = []
}

/// An article's text for the search index, part by part, gathered during the first pass's
/// walk of its tree (`ArticlePreparation`), which gives it each heading with its anchor
/// and every other node, in document order, before rewriting any of them. Code blocks are
/// left out (their identifiers would drown the prose), inline code is kept.
struct SearchText {
    /// The article's parts so far, in order; the top of the page first.
    private var sections = [SearchSection(anchor: "", heading: "")]
    /// How many of the nodes still to come are inside the last heading: its text is the
    /// part's `heading`, not its text.
    private var nodesLeftInHeading = 0

    /// Starts the part of `heading`, whose id is `anchor` and text `title`; `symbol` is the
    /// symbol it consists of, if it does.
    mutating func startSection(at heading: MarkdownNode, anchor: String, title: String, symbol: String?) {
        var section = SearchSection(anchor: anchor, heading: title)
        if let symbol { section.symbols.append(symbol) }
        sections.append(section)
        nodesLeftInHeading = Self.descendantCount(of: heading)
    }

    /// Reads a node other than a heading (of kind `kind`), in document order, before the
    /// walk rewrites it.
    mutating func read(_ node: MarkdownNode, of kind: MarkdownNode.Kind, in page: ParsedArticle) {
        let isInHeading = nodesLeftInHeading > 0
        if isInHeading { nodesLeftInHeading -= 1 }
        switch kind {
        case .text, .code:
            guard !isInHeading, let literal = node.literal else { return }
            sections[sections.count - 1].text += literal
            if kind == .code, SymbolIndex.isSymbolName(literal), SymbolIndex.isDoubleBacktickSpan(node, in: page) {
                sections[sections.count - 1].symbols.append(literal)
            }
        case .softBreak, .lineBreak, .paragraph, .item:
            if !sections[sections.count - 1].text.hasSuffix(" ") { sections[sections.count - 1].text += " " }
        default:
            break
        }
    }

    /// The article's parts, in order, their text trimmed.
    func finished() -> [SearchSection] {
        sections.map { section in
            var section = section
            section.text = section.text.trimmingWhitespace()
            return section
        }
    }

    /// How many nodes a heading holds: the walk visits them right after it.
    private static func descendantCount(of node: MarkdownNode) -> Int {
        node.children.reduce(0) { $0 + 1 + descendantCount(of: $1) }
    }
}
