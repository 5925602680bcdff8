import Foundation
import GalleyMarkdown
import GalleySnippets

/// The first pass over an article: the title heading of a DocC or Publish article left
/// out, raw HTML filtered as GitHub filters it, heading anchors, the table of contents,
/// the text for search, code blocks (Swift highlighted, syntax-checked and previewed; others labelled, and
/// marked for highlight.js) and the list of links to resolve later. It reads nothing but
/// the article, `unsafe_html` from site.yml and the site's `.swift` files, so its outcome
/// holds for as long as those stay the same.
enum ArticlePreparation {
    /// Parses `article` and prepares it. The cmark tree is gone when this returns: what
    /// the second pass needs of it is in the prepared article's `body` template. With
    /// `staging`, the preview pictures are written into it rather than kept in the
    /// prepared article's `previewFiles`.
    static func prepare(
        _ article: Article, previews: PreviewRendering, keepingUnsafeHTML: Bool = false,
        writingPicturesTo staging: SiteStaging? = nil, countingSearchTerms: Bool = true,
        diagnostics: inout [Diagnostic]
    ) -> PreparedArticle {
        let parsed = ParsedArticle(article)
        var prepared = PreparedArticle.Contents(article: article)
        // Before the nodes are collected: the heading's children go with it.
        if article.titleIsFirstHeading { parsed.document.firstTopLevelHeading?.remove() }
        // Before code blocks become HTML: only what the author wrote is filtered.
        RawHTMLFilter.clean(parsed, keepingUnsafeHTML: keepingUnsafeHTML, diagnostics: &diagnostics)
        var anchors = HeadingAnchors()
        var search = SearchText()
        let scope = previews.scope(forArticle: article.contentPath)
        // Whatever happens to the blocks below, the cache learns what they came to.
        defer { previews.save(scope) }
        var linkNodes: [MarkdownNode] = []
        var symbolNodes: [MarkdownNode] = []
        // One walk gives the anchors, the symbol headings and the search text: each node is
        // read for search before this walk rewrites it.
        for node in parsed.document.allNodes() {
            let kind = node.kind
            if kind != .heading { search.read(node, of: kind, in: parsed) }
            switch kind {
            case .heading:
                let title = node.plainText.trimmingWhitespace()
                let id = anchors.anchor(for: title)
                let level = node.headingLevel
                let symbol = symbolHeading(node)
                if let symbol { prepared.symbolHeadings.append((symbol, id)) }
                search.startSection(at: node, anchor: id, title: title, symbol: symbol)
                prepared.headings.append(Heading(id: id, title: title, level: level))
                prepared.anchors.insert(id)
                node.replace(
                    wrappingChildrenIn: "<h\(level) id=\"\(HTML.escape(id))\">",
                    HeadingAnchorLink.html(for: id) + "</h\(level)>\n")
            case .codeBlock:
                prepareCodeBlock(
                    node, parsed: parsed, into: &prepared, previews: scope, staging: staging,
                    diagnostics: &diagnostics)
            case .link, .image:
                prepared.links.append(
                    PreparedArticle.LinkReference(
                        url: node.url, isImage: kind == .image, position: parsed.filePosition(node.start)))
                linkNodes.append(node)
            case .code:
                if let symbol = node.literal, SymbolIndex.isSymbolName(symbol),
                    SymbolIndex.isDoubleBacktickSpan(node, in: parsed)
                {
                    prepared.symbolReferences.append(
                        PreparedArticle.SymbolReference(symbol: symbol, position: parsed.filePosition(node.start)))
                    symbolNodes.append(node)
                }
            case .htmlBlock, .htmlInline:
                prepared.anchors.formUnion(RawHTML.ids(in: node.literal ?? ""))
            default:
                break
            }
        }
        prepared.searchSections = search.finished()
        if countingSearchTerms {
            let documents = SearchIndex.documents(of: prepared)
            prepared.searchDocuments = documents
            prepared.searchTermCounts = documents.map(SearchIndex.termCounts(of:))
        }
        // Every symbol reference is rendered inside a link; the second pass keeps the link
        // of those that resolve.
        let symbolLinks = symbolNodes.map { $0.wrapInLink(url: "") }
        prepared.body = BodyTemplate.render(
            parsed.document, links: linkNodes, symbolLinks: symbolLinks, salt: ContentHash.hex(article.body, length: 12)
        )
        return PreparedArticle(prepared)
    }

    /// The symbol a heading consists of, written as code (`` ## `CardStyle` ``).
    private static func symbolHeading(_ node: MarkdownNode) -> String? {
        let children = node.children
        guard children.count == 1, children[0].kind == .code, let symbol = children[0].literal,
            SymbolIndex.isSymbolName(symbol)
        else { return nil }
        return symbol
    }

    private static func prepareCodeBlock(
        _ node: MarkdownNode, parsed: ParsedArticle, into page: inout PreparedArticle.Contents,
        previews: ArticlePreviews,
        staging: SiteStaging?, diagnostics: inout [Diagnostic]
    ) {
        let info = node.fenceInfo.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let code = node.literal ?? ""
        page.hasCodeBlocks = true
        guard let language = info.first, language.lowercased() == "swift" else {
            let fenceWord = info.first.map(String.init) ?? ""
            if CodeBlockHTML.language(forFenceWord: fenceWord)?.highlighter != nil { page.highlightsCode = true }
            node.replace(withHTML: CodeBlockHTML.html(code: code, fenceWord: fenceWord))
            return
        }
        // Only fenced blocks carry an info string, so the code starts on the line after the
        // fence, and its columns shift by the fence's indent.
        let start = parsed.filePosition(node.start)
        let firstLine = start.line + 1
        let columnShift = start.column - 1
        var optionProblems: [String] = []
        let options = PreviewOptions(fenceWords: Array(info.dropFirst()), problems: &optionProblems)
        for problem in optionProblems {
            diagnostics.append(
                page.article.source.diagnostic(.warning, line: start.line, column: start.column, problem))
        }
        // Nil only when the fonts cannot be loaded: the build stops with that problem.
        let block = previews.rendering.render(
            code, options: options, in: previews, page: &page, staging: staging, firstLine: firstLine,
            columnShift: columnShift,
            diagnostics: &diagnostics)
        node.replace(
            withHTML: (block?.figures ?? "")
                + CodeBlockHTML.html(
                    code: code, fenceWord: String(language),
                    highlightedSwift: block?.highlightedHTML ?? SwiftHighlighter.html(for: code)))
    }
}

extension Diagnostic.Severity {
    init(_ severity: SnippetDiagnostic.Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .note: self = .note
        }
    }
}
