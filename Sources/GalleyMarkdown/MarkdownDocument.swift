import CMark

/// A Markdown document parsed by libcmark, kept as cmark's own tree so that it can be
/// walked, rewritten in place and rendered to HTML.
///
/// The document owns every node reachable from `root`; nodes handed out by it are only
/// valid while the document is alive.
public final class MarkdownDocument {
    let pointer: OpaquePointer

    /// Parses CommonMark text. Parsing never fails: any text is a valid document.
    /// - Parameter smartPunctuation: curly quotes and dashes, as typographers expect.
    public init(parsing text: String, smartPunctuation: Bool = false) {
        var options = CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8
        if smartPunctuation { options |= CMARK_OPT_SMART }
        let utf8 = Array(text.utf8)
        pointer = utf8.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                cmark_parse_document($0, buffer.count, options)
            }
        }
    }

    deinit {
        cmark_node_free(pointer)
    }

    /// The document node.
    public var root: MarkdownNode { MarkdownNode(pointer: pointer, document: self) }

    /// Renders the (possibly rewritten) tree to HTML. Raw HTML in the source is kept as it
    /// is: the site build filters dangerous URLs itself, node by node.
    public func renderHTML() -> String {
        guard let cString = cmark_render_html(pointer, CMARK_OPT_UNSAFE) else { return "" }
        defer { free(cString) }
        return String(cString: cString)
    }

    /// Every node of the document in document order (pre-order), collected up front so
    /// that callers may replace nodes while iterating.
    public func allNodes() -> [MarkdownNode] {
        var nodes: [MarkdownNode] = []
        guard let iterator = cmark_iter_new(pointer) else { return nodes }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) {
                nodes.append(MarkdownNode(pointer: node, document: self))
            }
        }
        return nodes
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
