import Foundation
import GalleyMarkdown
import GalleySnippets
import GalleySpelling

/// The second pass over an article: every link resolved (or reported), and the body
/// rendered with links relative to the page; for the feed, with absolute links, on demand.
enum ArticleRendering {
    static func render(
        _ page: ArticlePage, resolver: LinkResolver, symbols: SymbolIndex, baseURL: String,
        diagnostics: inout [Diagnostic]
    ) {
        let source = page.article.source
        var resolved: [(node: MarkdownNode, target: LinkResolver.Target)] = []
        var dependencies = LinkDependencies()
        defer {
            page.linkDependencies = dependencies
            page.isRendered = true
        }
        for (node, position) in page.references {
            let url = node.url
            switch resolver.resolve(url, in: page, isImage: node.kind == .image, dependencies: &dependencies) {
            case .success(let target):
                resolved.append((node, target))
                if case .site(let path, _) = target,
                    let linked = resolver.pagesBySitePath[path],
                    linked !== page
                {
                    page.outgoingArticles.insert(linked.article.contentPath)
                }
            case .failure(let error):
                let length = max(url.utf8.count, 1)
                let column = urlColumn(in: source, at: position, url: url)
                if case .unsafeScheme = error {
                    diagnostics.append(
                        source.diagnostic(.warning, line: position.line, column: column, length: length, error.message))
                    node.url = "#"
                } else {
                    diagnostics.append(
                        source.diagnostic(.error, line: position.line, column: column, length: length, error.message))
                }
            }
        }
        for (node, position, symbol) in page.symbolReferences {
            dependencies.symbols.formUnion([symbol, SymbolIndex.baseName(of: symbol)])
            guard let target = symbols.target(for: symbol) else {
                // The suggestion is chosen among every symbol of the site.
                dependencies.dependsOnEverything = true
                let suggestion =
                    Suggestion.didYouMean(symbol, among: symbols.symbols)
                diagnostics.append(
                    source.diagnostic(
                        .warning, line: position.line, column: position.column, length: symbol.utf8.count,
                        "no article documents the symbol '\(symbol)'\(suggestion)"))
                continue
            }
            if let linked = resolver.pagesBySitePath[target.sitePath], linked !== page {
                page.outgoingArticles.insert(linked.article.contentPath)
            }
            let link = node.wrapInLink(url: "")
            resolved.append((link, .site(path: target.sitePath, fragment: target.fragment)))
        }

        let sitePath = page.article.sitePath
        for (node, target) in resolved {
            switch target {
            case .site(let path, let fragment):
                node.url = SitePaths.relativeURL(to: path + (fragment.map { "#\($0)" } ?? ""), from: sitePath)
            case .fragment, .external:
                break
            }
        }
        page.html = PreviewRendering.loadingLazily(TaskListHTML.labellingCheckboxes(in: page.document.renderHTML()))
        page.resolvedLinks = resolved
        page.baseURL = baseURL
    }

    /// The body with absolute links, for the feed. Made on first use: the feed carries
    /// only the newest articles, and rendering every article twice would cost a full build
    /// a tenth of its time. Runs after the second pass, on one thread.
    static func absoluteHTML(of page: ArticlePage) -> String {
        if let html = page.absoluteHTMLIfMade { return html }
        let sitePath = page.article.sitePath
        let baseURL = page.baseURL
        for (node, target) in page.resolvedLinks {
            switch target {
            case .site(let path, let fragment):
                node.url = baseURL + SitePaths.encoded(path) + (fragment.map { "#\($0)" } ?? "")
            case .fragment(let fragment):
                node.url = baseURL + SitePaths.encoded(sitePath) + "#" + fragment
            case .external:
                break
            }
        }
        let html = PreviewRendering.makingPreviewURLsAbsolute(
            in: CodeBlockHTML.removingCopyButtons(from: HeadingAnchorLink.removing(from: page.document.renderHTML())),
            from: sitePath, baseURL: baseURL)
        page.absoluteHTMLIfMade = html
        return html
    }

    /// cmark gives the position of the `[` that opens a link; point at the URL itself when
    /// it sits on the same line, because that is what the author has to fix.
    private static func urlColumn(in source: SourceText, at position: SourcePosition, url: String) -> Int {
        guard !url.isEmpty, position.line - 1 < source.lines.count else { return position.column }
        let line = Array(source.lines[position.line - 1].utf8)
        let needle = Array(("(" + url).utf8)
        let start = max(position.column - 1, 0)
        guard start < line.count, needle.count <= line.count else { return position.column }
        var index = start
        while index + needle.count <= line.count {
            if Array(line[index..<(index + needle.count)]) == needle { return index + 2 }
            index += 1
        }
        return position.column
    }
}
