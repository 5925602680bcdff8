import Foundation

/// Builds a whole site in memory: content in, files and diagnostics out. `galley build`
/// writes the files when there is no error; `galley check` only prints the diagnostics.
public struct SiteBuilder {
    public let options: BuildOptions
    /// Called with a short description of each phase, for progress lines.
    public var progress: (@Sendable (String) -> Void)?

    public init(options: BuildOptions) {
        self.options = options
    }

    public func build() throws -> BuildResult {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let source = options.source
        guard fileManager.fileExists(atPath: source.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw EnvironmentError("no such directory: \(source.path)")
        }
        let contentDirectory = source.appendingPathComponent("content")
        guard fileManager.fileExists(atPath: contentDirectory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw EnvironmentError(
                "\(options.displayPrefix)content/ not found: a Galley site keeps its articles in content/")
        }
        guard fileManager.isReadableFile(atPath: contentDirectory.path) else {
            throw EnvironmentError("cannot read \(options.displayPrefix)content/")
        }

        var diagnostics: [Diagnostic] = []
        var config = loadConfig(contentDirectory, diagnostics: &diagnostics)
        if let baseURL = options.baseURL {
            guard let normalized = SiteConfig.normalizedBaseURL(baseURL) else {
                throw EnvironmentError("--base-url must be an absolute http(s) URL such as https://example.org/docs/")
            }
            config.baseURL = normalized
        }

        let theme = Theme.load(
            siteTemplates: source.appendingPathComponent("templates"), displayPrefix: options.displayPrefix,
            diagnostics: &diagnostics)
        let tree = try ContentTree.scan(contentDirectory)
        progress?("reading \(tree.markdownFiles.count) articles")
        let articles = loadArticles(tree.markdownFiles, in: contentDirectory, diagnostics: &diagnostics)
        let pages = articles.map(ArticlePage.init)
        let published = pages.filter { options.includeDrafts || !$0.article.isDraft }
        diagnostics += duplicateURLs(published, assets: tree.assetFiles)

        progress?("rendering \(published.count) articles")
        let previews = PreviewRendering(
            swiftFiles: tree.swiftFiles, contentDirectory: contentDirectory, displayPrefix: options.displayPrefix,
            diagnostics: &diagnostics)
        diagnostics += runPass(over: pages) { page, found in
            ArticlePreparation.prepare(page, previews: previews, diagnostics: &found)
        }
        if let problem = previews.environmentProblem { throw EnvironmentError(problem) }
        let resolver = LinkResolver(pages: pages, assets: Set(tree.assetFiles), includesDrafts: options.includeDrafts)
        let symbols = SymbolIndex(pages: published)
        let baseURL = config.baseURL
        diagnostics += runPass(over: published) { page, found in
            ArticleRendering.render(page, resolver: resolver, symbols: symbols, baseURL: baseURL, diagnostics: &found)
        }
        previews.makeFeedURLsAbsolute(in: published, baseURL: baseURL)

        progress?("writing pages")
        var files: [String: Data] = [:]
        let graph = SiteGraph(published: published)
        let contexts = PageContexts(config: config, graph: graph)
        var renderProblems: [String] = []
        func render(_ template: String, _ context: [String: Any], to path: String) {
            if let html = theme.render(template, context) {
                files[path] = Data(html.utf8)
            } else {
                renderProblems.append(template)
            }
        }
        for page in graph.articles {
            render("article", contexts.article(page), to: page.article.sitePath + "index.html")
        }
        render("index", contexts.index(intro: published.first { $0.article.isHomeIntroduction }), to: "index.html")
        render("tags", contexts.tagsIndex(), to: "tags/index.html")
        for tag in graph.tags {
            render(
                "tag", contexts.tag(tag.name, articles: tag.articles), to: SitePaths.tagPath(tag.name) + "index.html")
        }
        render("404", contexts.notFound(), to: "404.html")
        for template in Set(renderProblems).subtracting(theme.unparsable).sorted() {
            diagnostics.append(
                Diagnostic(
                    file: options.displayPrefix + "templates/\(template).mustache", line: 1, column: 1,
                    severity: .error, message: "the theme has no '\(template)' template"))
        }

        let lastBuildDate = options.sourceDateEpoch ?? graph.articles.compactMap(\.article.date).max()
        files["feed.rss"] = Data(Feed.render(config: config, graph: graph, lastBuildDate: lastBuildDate).utf8)
        var sitemapPages: [(String, String?)] = [("", nil), ("tags/", nil)]
        sitemapPages += graph.articles.map { ($0.article.sitePath, $0.article.date.map(Dates.iso)) }
        sitemapPages += graph.tags.map { (SitePaths.tagPath($0.name), nil) }
        files["sitemap.xml"] = Data(Sitemap.render(config: config, pages: sitemapPages).utf8)
        files.merge(previews.files) { first, _ in first }
        for (path, data) in theme.assets {
            files["assets/" + path] = data
        }
        for path in tree.assetFiles {
            guard let data = fileManager.contents(atPath: contentDirectory.appendingPathComponent(path).path) else {
                throw EnvironmentError("cannot read \(options.displayPrefix)content/\(path)")
            }
            files[path] = data
        }
        return BuildResult(
            files: files, diagnostics: Diagnostic.sortedForDisplay(diagnostics), articleCount: graph.articles.count)
    }

    private func loadConfig(_ contentDirectory: URL, diagnostics: inout [Diagnostic]) -> SiteConfig {
        let url = contentDirectory.appendingPathComponent("site.yml")
        let displayPath = options.displayPrefix + "content/site.yml"
        guard let data = FileManager.default.contents(atPath: url.path) else {
            diagnostics.append(
                Diagnostic(
                    file: displayPath, line: 1, column: 1, severity: .warning,
                    message: "no site.yml: the site has no title and the feed no absolute URLs"))
            return SiteConfig.load(from: nil, diagnostics: &diagnostics)
        }
        let source = SourceText(displayPath: displayPath, text: String(decoding: data, as: UTF8.self))
        let config = SiteConfig.load(from: source, diagnostics: &diagnostics)
        if !config.hasBaseURL, options.baseURL == nil {
            diagnostics.append(
                source.diagnostic(
                    .warning, line: 1, column: 1,
                    "no 'base_url': the feed and sitemap need the absolute URL the site is published at"))
        }
        return config
    }

    private func loadArticles(_ paths: [String], in contentDirectory: URL, diagnostics: inout [Diagnostic])
        -> [Article]
    {
        var articles: [Article] = []
        for path in paths {
            let displayPath = options.displayPrefix + "content/" + path
            guard let data = FileManager.default.contents(atPath: contentDirectory.appendingPathComponent(path).path)
            else {
                diagnostics.append(
                    Diagnostic(file: displayPath, line: 1, column: 1, severity: .error, message: "cannot read the file")
                )
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(
                    Diagnostic(
                        file: displayPath, line: 1, column: 1, severity: .error, message: "the file is not UTF-8 text"))
                continue
            }
            let normalized = text.replacingOccurrences(of: "\r\n", with: "\n")
            let source = SourceText(displayPath: displayPath, text: normalized)
            let (yaml, body, offset) = FrontMatter.split(normalized)
            let frontMatter = FrontMatter.parse(yaml, source: source, diagnostics: &diagnostics)
            articles.append(
                Article(
                    contentPath: path, source: source, body: body, bodyLineOffset: offset,
                    title: frontMatter.title ?? "", date: frontMatter.date, description: frontMatter.description,
                    tags: frontMatter.tags, isDraft: frontMatter.draft,
                    sitePath: Article.sitePath(forContentPath: path, slug: frontMatter.slug)))
        }
        return articles
    }

    /// Two articles at one URL, or an article where Galley puts a page of its own.
    private func duplicateURLs(_ pages: [ArticlePage], assets: [String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var owners: [String: Article] = [:]
        let reserved = ["tags/", "assets/", "previews/"]
        for page in pages {
            let article = page.article
            if let first = owners[article.sitePath] {
                diagnostics.append(
                    article.source.diagnostic(
                        .error, line: 1, column: 1,
                        "'\(article.contentPath)' has the same URL '/\(article.sitePath)' as '\(first.contentPath)'; "
                            + "rename one or give it a different 'slug'"))
            } else {
                owners[article.sitePath] = article
            }
            if let prefix = reserved.first(where: { article.sitePath.hasPrefix($0) }) {
                diagnostics.append(
                    article.source.diagnostic(
                        .error, line: 1, column: 1,
                        "'\(article.contentPath)' would be published under '/\(prefix)', which Galley generates itself")
                )
            }
        }
        return diagnostics
    }

    /// Runs one pass over `pages` in parallel; returns the diagnostics in page order.
    private func runPass(over pages: [ArticlePage], _ body: (ArticlePage, inout [Diagnostic]) -> Void) -> [Diagnostic] {
        let found = Slots<[Diagnostic]>(repeating: [], count: pages.count)
        parallelForEach(pages.count, jobs: options.jobs) { index in
            var local: [Diagnostic] = []
            body(pages[index], &local)
            found[index] = local
        }
        return found.elements.flatMap { $0 }
    }
}
