import CMark

extension MarkdownNode {
    /// Replaces this node by a raw HTML block (for a block node) or raw inline HTML (for an
    /// inline node) carrying `html`, and frees the replaced node.
    public func replace(withHTML html: String) {
        let isBlock = kind.isBlock
        let replacement = cmark_node_new(isBlock ? CMARK_NODE_HTML_BLOCK : CMARK_NODE_HTML_INLINE)!
        cmark_node_set_literal(replacement, html)
        cmark_node_replace(pointer, replacement)
        cmark_node_free(pointer)
    }

    /// Replaces this node by a custom block (or inline) that prints `before`, then this
    /// node's children rendered as usual, then `after`. This is how a heading gets an `id`
    /// without giving up cmark's rendering of its inline content.
    public func replace(wrappingChildrenIn before: String, _ after: String) {
        let isBlock = kind.isBlock
        let wrapper = cmark_node_new(isBlock ? CMARK_NODE_CUSTOM_BLOCK : CMARK_NODE_CUSTOM_INLINE)!
        cmark_node_set_on_enter(wrapper, before)
        cmark_node_set_on_exit(wrapper, after)
        copyDescendantLiterals()
        while let child = cmark_node_first_child(pointer) {
            cmark_node_unlink(child)
            cmark_node_append_child(wrapper, child)
        }
        cmark_node_replace(pointer, wrapper)
        cmark_node_free(pointer)
    }

    /// Takes this node, and everything in it, out of the document. Nodes collected before
    /// (its descendants in `allNodes()`) must not be used afterwards.
    public func remove() {
        cmark_node_unlink(pointer)
        cmark_node_free(pointer)
    }

    /// libcmark-gfm's inline nodes borrow their text from their block's buffer, which goes
    /// when the block is freed: asking for a literal makes the node keep its own copy.
    private func copyDescendantLiterals() {
        guard let iterator = cmark_iter_new(pointer) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) {
                _ = cmark_node_get_literal(node)
            }
        }
    }

    /// Replaces a link by its own children (the text stays, the link goes).
    public func unwrapLink() {
        while let child = cmark_node_first_child(pointer) {
            cmark_node_unlink(child)
            cmark_node_insert_before(pointer, child)
        }
        cmark_node_unlink(pointer)
        cmark_node_free(pointer)
    }
}

extension MarkdownNode.Kind {
    /// Whether nodes of this kind are blocks (paragraph level) rather than inlines.
    public var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .customBlock,
            .paragraph, .heading, .thematicBreak, .table, .tableRow, .tableCell:
            true
        default: false
        }
    }
}

extension MarkdownNode {
    /// Puts this inline node inside a new link to `url` and returns the link.
    @discardableResult
    public func wrapInLink(url: String) -> MarkdownNode {
        let link = cmark_node_new(CMARK_NODE_LINK)!
        cmark_node_set_url(link, url)
        cmark_node_insert_before(pointer, link)
        cmark_node_unlink(pointer)
        cmark_node_append_child(link, pointer)
        return MarkdownNode(pointer: link, document: document)
    }
}
