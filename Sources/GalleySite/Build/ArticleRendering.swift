import Foundation
import GalleyMarkdown
import GalleySnippets
import GalleySpelling

/// The second pass over an article: every link resolved (or reported), and the body
/// written from the first pass's template with links relative to the page and, for an
/// article the feed carries, with absolute links too. It reads the first pass of every
/// article (their anchors and URLs), never a cmark tree.
enum ArticleRendering {
    static func render(
        _ page: PreparedArticle, resolver: LinkResolver, symbols: SymbolIndex, baseURL: String,
        carriedByFeed: Bool, diagnostics: inout [Diagnostic]
    ) -> RenderedBody {
        let source = page.article.source
        let contentPath = page.article.contentPath
        var body = RenderedBody.Contents()
        // Per link: where it leads when it resolved; "#" for a refused scheme.
        var targets: [LinkResolver.Target?] = Array(repeating: nil, count: page.links.count)
        var refused = Set<Int>()
        for (index, link) in page.links.enumerated() {
            let url = link.url
            let position = link.position
            switch resolver.resolve(url, in: page, isImage: link.isImage, dependencies: &body.linkDependencies) {
            case .success(let target):
                targets[index] = target
                if case .site(let path, _) = target,
                    let linked = resolver.pagesBySitePath[path],
                    linked.article.contentPath != contentPath
                {
                    body.outgoingArticles.insert(linked.article.contentPath)
                }
            case .failure(let error):
                let length = max(url.utf8.count, 1)
                let column = urlColumn(in: source, at: position, url: url)
                if case .unsafeScheme = error {
                    diagnostics.append(
                        source.diagnostic(.warning, line: position.line, column: column, length: length, error.message))
                    refused.insert(index)
                } else {
                    diagnostics.append(
                        source.diagnostic(.error, line: position.line, column: column, length: length, error.message))
                }
            }
        }
        var symbolTargets: [(sitePath: String, fragment: String?)?] = Array(
            repeating: nil, count: page.symbolReferences.count)
        for (index, reference) in page.symbolReferences.enumerated() {
            let symbol = reference.symbol
            let position = reference.position
            body.linkDependencies.symbols.formUnion([symbol, SymbolIndex.baseName(of: symbol)])
            guard let target = symbols.target(for: symbol) else {
                // The suggestion is chosen among every symbol of the site.
                body.linkDependencies.dependsOnEverything = true
                let suggestion = Suggestion.didYouMean(symbol, among: symbols.symbols)
                diagnostics.append(
                    source.diagnostic(
                        .warning, line: position.line, column: position.column, length: symbol.utf8.count,
                        "no article documents the symbol '\(symbol)'\(suggestion)"))
                continue
            }
            if let linked = resolver.pagesBySitePath[target.sitePath], linked.article.contentPath != contentPath {
                body.outgoingArticles.insert(linked.article.contentPath)
            }
            symbolTargets[index] = (target.sitePath, target.fragment)
        }

        let sitePath = page.article.sitePath
        let relative = page.body.filled(
            destination: { index in
                if refused.contains(index) { return "#" }
                guard case .site(let path, let fragment) = targets[index] else { return page.links[index].url }
                return SitePaths.relativeURL(to: path + (fragment.map { "#\($0)" } ?? ""), from: sitePath)
            },
            symbolDestination: { index in
                symbolTargets[index].map { target in
                    SitePaths.relativeURL(
                        to: target.sitePath + (target.fragment.map { "#\($0)" } ?? ""), from: sitePath)
                }
            })
        body.html = PreviewRendering.loadingLazily(TaskListHTML.labellingCheckboxes(in: relative))
        if carriedByFeed {
            body.feedContent = HTML.escape(
                absoluteHTML(
                    of: page, targets: targets, refused: refused, symbolTargets: symbolTargets, baseURL: baseURL))
        }
        body.manifestEntry = PreviewManifest.entryJSON(PreviewManifest.article(of: page, html: body.html))
        return RenderedBody(body)
    }

    /// The body with absolute links, for the feed, which carries it to other sites.
    private static func absoluteHTML(
        of page: PreparedArticle, targets: [LinkResolver.Target?], refused: Set<Int>,
        symbolTargets: [(sitePath: String, fragment: String?)?], baseURL: String
    ) -> String {
        let sitePath = page.article.sitePath
        let absolute = { (path: String, fragment: String?) in
            baseURL + SitePaths.encoded(path) + (fragment.map { "#\($0)" } ?? "")
        }
        let html = page.body.filled(
            destination: { index in
                if refused.contains(index) { return "#" }
                switch targets[index] {
                case .site(let path, let fragment): return absolute(path, fragment)
                case .fragment(let fragment): return absolute(sitePath, fragment)
                case .external, nil: return page.links[index].url
                }
            },
            symbolDestination: { index in symbolTargets[index].map { absolute($0.sitePath, $0.fragment) } })
        return PreviewRendering.makingPreviewURLsAbsolute(
            in: CodeBlockHTML.removingCopyButtons(from: HeadingAnchorLink.removing(from: html)),
            from: sitePath, baseURL: baseURL)
    }

    /// cmark gives the position of the `[` that opens a link; point at the URL itself when
    /// it sits on the same line, because that is what the author has to fix.
    private static func urlColumn(in source: SourceText, at position: SourcePosition, url: String) -> Int {
        guard !url.isEmpty, position.line >= 1, position.line <= source.lineCount else { return position.column }
        let line = Array(source.line(position.line).utf8)
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
