import CMark

/// One node of a `MarkdownDocument`.
public struct MarkdownNode {
    let pointer: OpaquePointer
    /// Keeps the owning document (and so the C tree) alive while the node is in use.
    let document: MarkdownDocument

    /// The kinds of node Galley looks at; everything else is `other`.
    public enum Kind: Equatable, Sendable {
        case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock
        case paragraph, heading, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline, customInline
        case emphasis, strong, link, image
        /// GFM extensions: a table and its rows and cells, ~~strikethrough~~.
        case table, tableRow, tableCell, strikethrough
        case other
    }

    public var kind: Kind {
        switch cmark_node_get_type(pointer) {
        case CMARK_NODE_DOCUMENT: .document
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_LIST: .list
        case CMARK_NODE_ITEM: .item
        case CMARK_NODE_CODE_BLOCK: .codeBlock
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: .customBlock
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_HEADING: .heading
        case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_HTML_INLINE: .htmlInline
        case CMARK_NODE_CUSTOM_INLINE: .customInline
        case CMARK_NODE_EMPH: .emphasis
        case CMARK_NODE_STRONG: .strong
        case CMARK_NODE_LINK: .link
        case CMARK_NODE_IMAGE: .image
        default: extensionKind
        }
    }

    /// Extension nodes have types allocated when the extension registers, reachable from
    /// Swift only as mutable globals; their names are constant.
    private var extensionKind: Kind {
        switch cmark_node_get_type_string(pointer).map({ String(cString: $0) }) {
        case "table": .table
        case "table_header", "table_row": .tableRow
        case "table_cell": .tableCell
        case "strikethrough": .strikethrough
        default: .other
        }
    }

    /// Where the node starts in the parsed text (1-based line and byte column).
    /// cmark gives block nodes and links full positions; some inline nodes report 0.
    public var start: SourcePosition {
        SourcePosition(
            line: Int(cmark_node_get_start_line(pointer)),
            column: Int(cmark_node_get_start_column(pointer)))
    }

    /// Where the node ends in the parsed text (1-based, inclusive).
    public var end: SourcePosition {
        SourcePosition(
            line: Int(cmark_node_get_end_line(pointer)),
            column: Int(cmark_node_get_end_column(pointer)))
    }

    /// The text of a text, code, code block or HTML node.
    public var literal: String? {
        get { cmark_node_get_literal(pointer).map { String(cString: $0) } }
        nonmutating set { cmark_node_set_literal(pointer, newValue) }
    }

    /// The info string of a fenced code block (`swift preview width=320`).
    public var fenceInfo: String {
        cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? ""
    }

    /// The level of a heading, 1 to 6.
    public var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }

    /// The destination of a link or image.
    public var url: String {
        get { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { cmark_node_set_url(pointer, newValue) }
    }

    /// The children of this node, in order.
    public var children: [MarkdownNode] {
        var result: [MarkdownNode] = []
        var child = cmark_node_first_child(pointer)
        while let current = child {
            result.append(MarkdownNode(pointer: current, document: document))
            child = cmark_node_next(current)
        }
        return result
    }

    /// The parent node, if any.
    public var parent: MarkdownNode? {
        cmark_node_parent(pointer).map { MarkdownNode(pointer: $0, document: document) }
    }

    /// The text a reader sees: the literals of text and code descendants, with breaks as
    /// spaces. Used for heading anchors and link text.
    public var plainText: String {
        switch kind {
        case .text, .code: return literal ?? ""
        case .softBreak, .lineBreak: return " "
        default: return children.map(\.plainText).joined()
        }
    }
}

/// A 1-based line and column in a text; column counts UTF-8 bytes, as compilers do.
public struct SourcePosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
