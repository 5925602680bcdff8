import CMark
import Synchronization

/// A Markdown document parsed by libcmark-gfm, kept as cmark's own tree so that it can be
/// walked, rewritten in place and rendered to HTML.
///
/// The text is read as GitHub-flavoured Markdown: CommonMark plus the tables, strikethrough,
/// task lists and autolinks of the GFM specification, through GitHub's own parser.
///
/// The document owns every node reachable from `root`; nodes handed out by it are only
/// valid while the document is alive.
public final class MarkdownDocument {
    let pointer: OpaquePointer
    /// The parser stays alive with the tree: extension nodes (tables, task items) render
    /// through the extensions attached to it.
    private let parser: OpaquePointer?

    /// The GFM extensions Galley turns on. Not `tagfilter`: the site build filters raw HTML
    /// itself, with a diagnostic per tag and a `site.yml` switch to turn it off.
    static let extensionNames = ["table", "strikethrough", "tasklist", "autolink"]

    /// Parses GitHub-flavoured Markdown. Parsing never fails: any text is a valid document.
    /// - Parameter smartPunctuation: curly quotes and dashes, as typographers expect.
    public init(parsing text: String, smartPunctuation: Bool = false) {
        _ = registerCoreExtensions
        var options = CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8
        if smartPunctuation { options |= CMARK_OPT_SMART }
        let parser = cmark_parser_new(options)
        if let parser {
            for name in Self.extensionNames {
                if let syntaxExtension = cmark_find_syntax_extension(name) {
                    cmark_parser_attach_syntax_extension(parser, syntaxExtension)
                }
            }
        }
        self.parser = parser
        // Only an allocation failure leaves no parser or no tree, and cmark's allocator
        // aborts on one before returning: the fallback is never reached.
        self.pointer = parser.flatMap { Self.parse(text, with: $0) } ?? cmark_node_new(CMARK_NODE_DOCUMENT)!
    }

    /// libcmark-gfm adds its extensions' special characters (`~`, `|`, `:`) to one table
    /// shared by every parser when a parse starts and takes them out when it finishes; two
    /// articles parsed at once on two threads would see each other's changes, and a
    /// strikethrough or table would come out as plain text at random. One parse at a time.
    private static let parsing = Mutex(())

    private static func parse(_ text: String, with parser: OpaquePointer) -> OpaquePointer? {
        var tree: OpaquePointer?
        parsing.withLock { _ in
            text.utf8CString.withUnsafeBufferPointer { buffer in
                if let base = buffer.baseAddress { cmark_parser_feed(parser, base, buffer.count - 1) }
            }
            tree = cmark_parser_finish(parser)
        }
        return tree
    }

    deinit {
        cmark_node_free(pointer)
        if let parser { cmark_parser_free(parser) }
    }

    /// The document node.
    public var root: MarkdownNode { MarkdownNode(pointer: pointer, document: self) }

    /// Renders the (possibly rewritten) tree to HTML. Raw HTML in the source is kept as it
    /// is: the site build filters it itself, node by node. Table cells are aligned with
    /// `style` attributes, since HTML5 made `align` obsolete.
    public func renderHTML() -> String {
        let extensions = parser.flatMap { cmark_parser_get_syntax_extensions($0) }
        guard
            let cString = cmark_render_html(
                pointer, CMARK_OPT_UNSAFE | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES, extensions)
        else { return "" }
        defer { free(cString) }
        return String(cString: cString)
    }

    /// The first heading of level 1 (`# Title`), where DocC and Publish articles keep their
    /// title.
    public var firstTopLevelHeading: MarkdownNode? {
        allNodes().first { $0.kind == .heading && $0.headingLevel == 1 }
    }

    /// The text of the first `# ` heading of `text`, trimmed, as a reader sees it (with the
    /// curly quotes of smart punctuation, as in the page's body).
    public static func firstTopLevelHeading(in text: String) -> String? {
        guard let heading = MarkdownDocument(parsing: text, smartPunctuation: true).firstTopLevelHeading else {
            return nil
        }
        let trimmedStart = heading.plainText.drop(while: \.isWhitespace)
        return String(trimmedStart.reversed().drop(while: \.isWhitespace).reversed())
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

/// libcmark-gfm registers its extensions in a list that is not safe to build from two
/// threads at once; a global's initializer runs exactly once, whichever thread comes first.
private let registerCoreExtensions: Void = cmark_gfm_core_extensions_ensure_registered()

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
