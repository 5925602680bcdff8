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

/// Reads an article's text for the search index, before the first pass rewrites its tree.
/// Code blocks are left out (their identifiers would drown the prose), inline code is kept.
enum SearchText {
    /// The article's parts, in order. Heading ids are given as the first pass gives them
    /// (`HeadingAnchors`, fed the same headings in the same order).
    static func sections(of page: ParsedArticle) -> [SearchSection] {
        var anchors = HeadingAnchors()
        var sections = [SearchSection(anchor: "", heading: "")]
        for node in page.document.allNodes() {
            switch node.kind {
            case .heading:
                let title = node.plainText.trimmingWhitespace()
                var section = SearchSection(anchor: anchors.anchor(for: title), heading: title)
                let children = node.children
                if children.count == 1, children[0].kind == .code, let symbol = children[0].literal,
                    SymbolIndex.isSymbolName(symbol)
                {
                    section.symbols.append(symbol)
                }
                sections.append(section)
            case .text, .code:
                guard !isInHeading(node), let literal = node.literal else { continue }
                sections[sections.count - 1].text += literal
                if node.kind == .code, let symbol = node.literal, SymbolIndex.isSymbolName(symbol),
                    SymbolIndex.isDoubleBacktickSpan(node, in: page)
                {
                    sections[sections.count - 1].symbols.append(symbol)
                }
            case .softBreak, .lineBreak, .paragraph, .item:
                if !sections[sections.count - 1].text.hasSuffix(" ") { sections[sections.count - 1].text += " " }
            default:
                break
            }
        }
        for index in sections.indices {
            sections[index].text = sections[index].text.trimmingWhitespace()
        }
        return sections
    }

    private static func isInHeading(_ node: MarkdownNode) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.kind == .heading { return true }
            if current.kind.isBlock { return false }
            parent = current.parent
        }
        return false
    }
}
