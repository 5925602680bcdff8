import Foundation

/// One Markdown file built as the only article of a site, in memory: its front matter
/// read, both passes run (previews drawn, links resolved), its page rendered with the
/// built-in theme, and the feed and sitemap that list it. Nothing is read from or written
/// to disk and no preview is cached, so that millions of inputs can be built one after
/// another: this is what the fuzz targets (`make fuzz`) build. A site is still built only
/// by `SiteBuilder`; this takes the same steps for a site of one article.
package struct SingleArticleBuild {
    /// What building the article gave.
    package struct Outcome {
        /// The article's body as HTML; nil when the file is not an article (not UTF-8).
        package var html: String?
        /// The article's page, from the theme's `article` template (`index` for the home
        /// page's introduction).
        package var page: String?
        package var feed = ""
        package var sitemap = ""
        /// Every problem found, in display order.
        package var diagnostics: [Diagnostic] = []
    }

    /// The built-in theme, parsed once for every build.
    private static let theme = Theme.load(siteTemplates: nil, displayPrefix: "")

    private let config: SiteConfig
    private let configDiagnostics: [Diagnostic]

    /// A site whose `content/site.yml` holds `siteConfig`; nil is a site without one.
    package init(siteConfig: String? = nil) {
        var diagnostics: [Diagnostic] = []
        let source = siteConfig.map {
            SourceText(displayPath: "content/site.yml", text: SourceText.normalizingLineBreaks($0))
        }
        config = SiteConfig.load(from: source, diagnostics: &diagnostics)
        configDiagnostics = diagnostics
    }

    /// Builds the bytes `data` as the article `content/<contentPath>`. A draft is built
    /// as if `--drafts` were given.
    /// - Throws: `EnvironmentError` when the fonts previews need cannot be loaded.
    package func build(_ data: Data, contentPath: String = "articles/article.md") throws -> Outcome {
        var diagnostics = configDiagnostics
        var outcome = try build(data, contentPath: contentPath, diagnostics: &diagnostics)
        outcome.diagnostics = Diagnostic.sortedForDisplay(Diagnostic.removingDuplicates(diagnostics))
        return outcome
    }

    private func build(_ data: Data, contentPath: String, diagnostics: inout [Diagnostic]) throws -> Outcome {
        var outcome = Outcome()
        guard
            let article = ArticleLoading.load(
                path: contentPath, data: data, displayPrefix: "", diagnostics: &diagnostics)
        else { return outcome }
        let previews = PreviewRendering(swiftFiles: [], cache: nil, diagnostics: &diagnostics)
        let prepared = ArticlePreparation.prepare(
            article, previews: previews, keepingUnsafeHTML: config.keepsUnsafeHTML, diagnostics: &diagnostics)
        if let problem = previews.environmentProblem { throw EnvironmentError(problem) }
        let body = ArticleRendering.render(
            prepared, resolver: LinkResolver(pages: [prepared], assets: [], includesDrafts: true),
            symbols: SymbolIndex(pages: [prepared]), baseURL: config.baseURL, carriedByFeed: true,
            diagnostics: &diagnostics)
        let page = ArticlePage(prepared: prepared, body: body)
        outcome.html = page.html

        let graph = SiteGraph(published: [page], config: config)
        let contexts = PageContexts(config: config, graph: graph)
        outcome.page =
            article.isHomeIntroduction
            ? Self.theme.render(contexts.index(intro: page))
            : Self.theme.render(contexts.article(page))
        outcome.feed = Feed.render(config: config, graph: graph, lastBuildDate: article.date)
        outcome.sitemap = Sitemap.render(
            config: config, pages: [("", nil), (article.sitePath, article.date.map(Dates.iso))])
        return outcome
    }
}
