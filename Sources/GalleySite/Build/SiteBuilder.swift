import Foundation

/// Builds a whole site in memory: content in, files and diagnostics out. `galley build`
/// writes the files when there is no error; `galley check` only prints the diagnostics.
public struct SiteBuilder {
    public let options: BuildOptions
    /// Called with a short description of each phase, for progress lines.
    public var progress: (@Sendable (String) -> Void)?
    /// Where `galley build` writes the site. A build that no other follows writes its
    /// preview pictures and pages into it as it makes them and leaves them out of its
    /// result's files, so that a large site is never all in memory at once; the caller
    /// finishes it (or abandons it when the build has errors).
    public var staging: SiteStaging?

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Builds every page from scratch.
    public func build() throws -> BuildResult {
        try build(reusing: .forOneBuild())
    }

    /// Builds the site, reusing from `memory` whatever the sources did not change since the
    /// build that filled it, and leaves this build in it for the next.
    public func build(reusing memory: BuildMemory) throws -> BuildResult {
        let keepsPageKeys = memory.keepsPageKeys
        return try memory.state.withLock { state throws -> sending BuildResult in
            try build(reusing: &state, keepingPageKeys: keepsPageKeys)
        }
    }

    /// The build itself, with the memory's state held.
    private func build(reusing memory: inout BuildMemory.State, keepingPageKeys: Bool) throws -> BuildResult {
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

        // Paths as strings: building a URL per file costs more than reading it.
        let contentFolder = contentDirectory.path + "/"
        var diagnostics: [Diagnostic] = []
        let (loadedConfig, configText) = loadConfig(contentDirectory, diagnostics: &diagnostics)
        var config = loadedConfig
        if let baseURL = options.baseURL {
            guard let normalized = SiteConfig.normalizedBaseURL(baseURL) else {
                throw EnvironmentError("--base-url must be an absolute http(s) URL such as https://example.org/docs/")
            }
            config.baseURL = normalized
        }
        let theme = Theme.load(
            siteTemplates: source.appendingPathComponent("templates"), displayPrefix: options.displayPrefix,
            reusing: memory.theme)
        diagnostics += theme.diagnostics
        let articlesKey = [configText, options.baseURL ?? "", "\(options.includeDrafts)", options.displayPrefix]
            .joined(separator: "\u{0}")
        let pagesKey = articlesKey + "\u{0}" + theme.fingerprint
        if memory.articlesKey != articlesKey {
            memory.articles = [:]
            memory.linkWorld = LinkWorld()
            memory.links = nil
        }

        let readStarted = FileStamp.Instant.now()
        let tree = try ContentTree.scan(contentDirectory)
        let assets = Set(tree.assetFiles)
        let swiftFiles = PreviewRendering.readSwiftFiles(
            tree.swiftFiles, in: contentDirectory, displayPrefix: options.displayPrefix, diagnostics: &diagnostics)
        let scopeKey = PreviewRendering.scopeKey(of: swiftFiles)
        let previewsChanged = memory.previews?.scopeKey != scopeKey
        // The snippet library's registry is made on another core while the articles are
        // read: made first, on its own, it kept the other core idle for a fiftieth of a build.
        if previewsChanged { PreviewRendering.prepareLibraryInBackground() }

        progress?("reading \(tree.markdownFiles.count) articles")
        var readCount = 0
        var readDiagnostics: [Diagnostic] = []
        let inputs = readArticles(
            tree.markdownFiles, stamps: keepingPageKeys ? tree.markdownStamps : [:], in: contentFolder,
            memory: memory, previewsChanged: previewsChanged, readCount: &readCount,
            diagnostics: &readDiagnostics)
        let previews = previewRendering(for: swiftFiles, scopeKey: scopeKey, remembered: memory.previews)
        diagnostics += previews.diagnostics + readDiagnostics
        let isPublished = { (page: PreparedArticle) in options.includeDrafts || !page.contents.article.isDraft }

        // First pass: each new or changed article parsed and prepared; the others as the
        // last build left them.
        let toPrepare = inputs.reduce(0) { $0 + ($1.isRemembered ? 0 : 1) }
        progress?("rendering \(toPrepare) articles")
        // Only a build that no other follows streams its files: a memory keeps its pictures
        // and pages for the next build.
        let streaming = keepingPageKeys ? nil : staging
        var (entries, secondPass) = prepareArticles(
            inputs, previews: previews.rendering, keepingUnsafeHTML: config.keepsUnsafeHTML,
            writingPicturesTo: streaming, forLaterBuilds: keepingPageKeys)
        if let problem = previews.rendering.environmentProblem { throw EnvironmentError(problem) }
        // Once per process: `galley serve`'s rebuilds add little to the cache, and listing it
        // would cost every save a few milliseconds.
        if memory.pagesKey == nil { previews.rendering.pruneCache(toBytes: options.cacheLimit) }

        // Second pass: links resolved against every article's first pass, for the new
        // articles and for those whose links looked up something that changed.
        progress?("resolving links")
        let secondPassOutcome = runSecondPass(
            over: &entries, starting: secondPass, links: memory.links, linkWorld: memory.linkWorld, assets: assets,
            baseURL: config.baseURL, keepingPageKeys: keepingPageKeys, isPublished: isPublished)
        let (toRender, linksHeld, linkWorld, links) = secondPassOutcome
        for entry in entries {
            diagnostics += entry.loadDiagnostics + entry.prepareDiagnostics
            if isPublished(entry.prepared) { diagnostics += entry.renderDiagnostics }
        }
        // The last build's page of an article neither pass touched serves again, with the
        // digest of what other pages show of it.
        let secondPassRan = Set(toRender)
        var published: [ArticlePage] = []
        for index in entries.indices where isPublished(entries[index].prepared) {
            if let page = entries[index].page, page.prepared === entries[index].prepared, !secondPassRan.contains(index)
            {
                published.append(page)
                continue
            }
            let page = ArticlePage(
                prepared: entries[index].prepared, body: entries[index].body, digestingNavigation: keepingPageKeys)
            if keepingPageKeys { entries[index].page = page }
            published.append(page)
        }
        // Paths and drafts as the last build's, which found no two pages at one URL: none
        // now either.
        let urlProblems = linksHeld && memory.urlsWereUnique ? [] : duplicateURLs(published, assets: tree.assetFiles)
        diagnostics += urlProblems

        progress?("writing pages")
        // While no article's title, place, tags or links changed, the last build's graph
        // holds, with this build's pages.
        let navigationKey = keepingPageKeys ? NavigationKey.of(published) : nil
        let navigationHeld =
            navigationKey != nil && memory.pagesKey == pagesKey && memory.navigationKey == navigationKey
        let graph: SiteGraph
        if navigationHeld, let last = memory.graph, last.published.count == published.count {
            var positions: [ObjectIdentifier: Int] = [:]
            positions.reserveCapacity(published.count)
            for (position, page) in last.published.enumerated() { positions[ObjectIdentifier(page)] = position }
            graph = last.graph.replacingPages { page in
                positions[ObjectIdentifier(page)].map { published[$0] } ?? page
            }
        } else {
            graph = SiteGraph(published: published, config: config)
        }
        diagnostics += SiteSections.problems(config: config, folders: tree.topLevelFolders)
        if let favicon = config.favicon, !assets.contains(favicon), let problem = config.missingFavicon {
            diagnostics.append(problem)
        }
        var pageRendering = PageRendering(
            theme: theme, contexts: PageContexts(config: config, graph: graph), graph: graph,
            intro: published.first { $0.article.isHomeIntroduction }, jobs: options.jobs)
        // A build that writes a site records its pages for the next build into the same
        // folder; `galley serve` compares keys in memory instead.
        let pageRecordFile = streaming.flatMap { staging in
            options.cacheDirectory.map { PageRecord.location(for: staging.output, in: $0) }
        }
        let pageRecordKey = ContentHash.hex(pagesKey + "\u{0}" + PreviewRendering.galleyVersion, length: 32)
        if keepingPageKeys {
            pageRendering.keys = .inProcess
        } else if let pageRecordFile {
            pageRendering.keys = .lasting
            pageRendering.recorded = PageRecord.load(from: pageRecordFile).flatMap {
                $0.siteKey == pageRecordKey ? $0 : nil
            }
        } else {
            pageRendering.keys = .none
        }
        // While no other article's title, place, tags or links changed, only the pages of
        // the articles this build rendered can show anything new.
        var changingPages: Set<String>?
        if navigationHeld {
            let renderedArticles = toRender.map { entries[$0].prepared.article }
            if !renderedArticles.contains(where: { $0.isHomeIntroduction || $0.isSectionLanding }) {
                changingPages = Set(renderedArticles.map { $0.sitePath + "index.html" })
            }
        }
        let rendering = pageRendering.render(
            reusing: memory.pagesKey == pagesKey ? memory.renderedPages : [:], writingTo: streaming,
            onlyChanging: changingPages)
        for template in rendering.missingTemplates.subtracting(theme.unparsable).sorted() {
            diagnostics.append(
                Diagnostic(
                    file: options.displayPrefix + "templates/\(template).mustache", line: 1, column: 1,
                    severity: .error, message: "the theme has no '\(template)' template"))
        }

        progress?("site-wide files")
        var searchIndexWritten = SearchIndex.Written()
        var files = try siteWideFiles(
            graph: graph, config: config, published: published, theme: theme, tree: tree,
            contentFolder: contentFolder, streaming: streaming, recorded: pageRendering.recorded,
            searchIndex: &memory.searchIndex, searchIndexWritten: &searchIndexWritten,
            remembered: &memory.siteFiles, sitemapKey: navigationKey.map { pagesKey + "\u{0}" + $0 })
        // A page wins over a file of the same path, whether kept here or written already.
        files.ensureCapacity(files.count + rendering.pages.count)
        for (path, page) in rendering.pages { files[path] = page.data }
        for path in rendering.writtenPages { files[path] = nil }

        progress?("finishing")
        // Recorded only for a site that will be put in place; were it not, the record
        // would name files that are not in the output, and match nothing.
        if let pageRecordFile, let streaming, !diagnostics.contains(where: { $0.severity == .error }) {
            var record = PageRecord(siteKey: pageRecordKey)
            for (path, key) in rendering.lastingKeys.merging(
                searchIndexWritten.keys, uniquingKeysWith: { page, _ in page })
            {
                if let file = streaming.identityOfWrittenFile(at: path) {
                    record.entries[path] = PageRecord.Entry(key: key, file: file)
                }
            }
            record.write(to: pageRecordFile)
        }
        // Nothing below can fail: the memory now describes this build.
        memory.articlesKey = articlesKey
        memory.pagesKey = pagesKey
        memory.previews = previews
        memory.theme = theme
        memory.articles = Dictionary(entries.map { ($0.prepared.article.contentPath, $0) }) { first, _ in first }
        memory.linkWorld = linkWorld
        memory.links = links
        memory.urlsWereUnique = urlProblems.isEmpty
        memory.renderedPages = rendering.pages
        memory.navigationKey = navigationKey
        memory.graph = keepingPageKeys ? (graph, published) : nil
        memory.readStarted = readStarted
        return BuildResult(
            files: files, diagnostics: Diagnostic.sortedForDisplay(Diagnostic.removingDuplicates(diagnostics)),
            articleCount: graph.articles.count, parsedArticles: toPrepare, resolvedArticles: toRender.count,
            renderedPages: rendering.renderedCount, readArticles: readCount, madeSearchIndex: searchIndexWritten.made)
    }

    /// The preview renderer for the site's `.swift` files (whose `PreviewRendering.scopeKey`
    /// is `scopeKey`): the remembered one while the files are the same, a new one otherwise.
    private func previewRendering(
        for swiftFiles: [PreviewRendering.SwiftFile], scopeKey: String, remembered: BuildMemory.RememberedPreviews?
    ) -> BuildMemory.RememberedPreviews {
        if let remembered, remembered.scopeKey == scopeKey { return remembered }
        var found: [Diagnostic] = []
        let rendering = PreviewRendering(
            swiftFiles: swiftFiles, cache: options.cacheDirectory.flatMap { SwiftBlockCache(root: $0) },
            siteKey: options.source.standardizedFileURL.path, diagnostics: &found)
        return BuildMemory.RememberedPreviews(scopeKey: scopeKey, rendering: rendering, diagnostics: found)
    }

    /// Every file besides the pages: the feed, the sitemap, the previews, the theme's
    /// assets and the files copied from `content/`.
    private func siteWideFiles(
        graph: SiteGraph, config: SiteConfig, published: [ArticlePage], theme: Theme, tree: ContentTree,
        contentFolder: String, streaming: SiteStaging?, recorded: PageRecord?, searchIndex: inout SearchIndexMemory?,
        searchIndexWritten: inout SearchIndex.Written, remembered: inout BuildMemory.RememberedSiteFiles,
        sitemapKey: String?
    ) throws -> [String: Data] {
        // The pictures first (in `galley serve`, thousands, merged once and kept while the
        // articles' pictures stay the same), in a table with room for every other file of
        // the site, so that it is not copied again, larger, as they go in.
        let otherFiles = 64 + published.count * 2 + graph.tags.count + theme.assets.count + tree.assetFiles.count
        var files = previewFiles(of: published, room: otherFiles, remembered: &remembered)
        files.ensureCapacity(files.count + otherFiles)
        let lastBuildDate =
            options.sourceDateEpoch ?? graph.articles.compactMap { $0.prepared.contents.article.date }.max()
        files["feed.rss"] = Data(Feed.render(config: config, graph: graph, lastBuildDate: lastBuildDate).utf8)
        if let sitemap = remembered.sitemap, let sitemapKey, sitemap.key == sitemapKey {
            files["sitemap.xml"] = sitemap.data
        } else {
            var sitemapPages: [(String, String?)] = [("", nil), ("tags/", nil)]
            sitemapPages += graph.sections.sections.filter(\.hasLandingPage).map { ($0.sitePath, nil) }
            sitemapPages += graph.articles.map { ($0.article.sitePath, $0.article.date.map(Dates.iso)) }
            sitemapPages += graph.tags.map { (SitePaths.tagPath($0.name), nil) }
            let sitemap = Data(Sitemap.render(config: config, pages: sitemapPages).utf8)
            files["sitemap.xml"] = sitemap
            remembered.sitemap = sitemapKey.map { ($0, sitemap) }
        }
        // Crawlers read robots.txt only at a host's root; a content/robots.txt replaces it.
        files["robots.txt"] = Data("User-agent: *\nAllow: /\nSitemap: \(config.baseURL)sitemap.xml\n".utf8)
        progress?("previews.json")
        if let manifest = remembered.manifest, manifest.pages.count == published.count,
            zip(manifest.pages, published).allSatisfy({ old, new in
                old === new
                    || (old.article.contentPath == new.article.contentPath && old.body?.manifestEntry.isEmpty == false
                        && old.body?.manifestEntry == new.body?.manifestEntry)
            })
        {
            files[PreviewManifest.fileName] = manifest.data
            remembered.manifest?.pages = published
        } else {
            let manifest = PreviewManifest.encoded(pages: published)
            files[PreviewManifest.fileName] = manifest
            remembered.manifest = (published, manifest)
        }
        // Only a site that highlights code other than Swift carries highlight.js.
        if published.contains(where: { $0.highlightsCode }) { files["assets/highlight.min.js"] = HighlightJS.data }
        progress?("search index")
        let searchPages = SearchIndex.pages(of: graph, intro: published.first { $0.article.isHomeIntroduction })
        if let streaming {
            // No page or other file lives under search/ (an article there is an error).
            searchIndexWritten = SearchIndex.write(
                SearchIndex.documents(for: searchPages), termCounts: SearchIndex.termCounts(for: searchPages),
                into: streaming, recorded: recorded, jobs: options.jobs)
        } else if let pages = SearchIndex.memoryPages(of: searchPages) {
            // A build that another follows: the index is updated from the last one's.
            if searchIndex == nil {
                searchIndex = SearchIndexMemory(pages: pages, jobs: options.jobs)
            } else {
                searchIndex?.update(pages: pages, jobs: options.jobs)
            }
            files.merge(searchIndex?.files ?? [:]) { first, _ in first }
        } else {
            let documents = SearchIndex.documents(for: searchPages)
            let termCounts = SearchIndex.termCounts(for: searchPages)
            files.merge(SearchIndex.files(for: documents, termCounts: termCounts, jobs: options.jobs)) {
                first, _ in first
            }
        }
        progress?("assets")
        for (path, data) in theme.assets {
            files["assets/" + path] = data
        }
        for path in tree.assetFiles {
            guard let data = FileManager.default.contents(atPath: contentFolder + path) else {
                throw EnvironmentError("cannot read \(options.displayPrefix)content/\(path)")
            }
            files[path] = data
        }
        return files
    }

    /// The second pass: finds the articles whose links looked up something that changed
    /// (besides `secondPass`, those the first pass prepared), and fills their templates
    /// with resolved links. Returns the articles it rendered, whether `links` (the last
    /// build's) held, and what links resolve against now: kept in a build another follows.
    /// A function of its own so that, in a build that no other follows, what the links
    /// were resolved against (every first pass, templates and all) is let go of when it
    /// returns, not when the whole build does.
    private func runSecondPass(
        over entries: inout [BuildMemory.RememberedArticle], starting secondPass: Set<Int>, links last: LinkContext?,
        linkWorld lastWorld: LinkWorld, assets: Set<String>, baseURL: String, keepingPageKeys: Bool,
        isPublished: (PreparedArticle) -> Bool
    ) -> (rendered: [Int], linksHeld: Bool, world: LinkWorld, links: LinkContext?) {
        var secondPass = secondPass
        let prepared = entries.map { $0.prepared }
        var links: LinkContext
        let changes: LinkWorld.Changes
        let linksHeld = last?.holds(for: prepared, assets: assets) == true
        if linksHeld, let last {
            links = last
            links.prepared = prepared
            changes = LinkWorld.Changes()
        } else {
            links = LinkContext(prepared: prepared, assets: assets, includesDrafts: options.includeDrafts)
            changes = links.world.changes(since: lastWorld)
        }
        let carried = links.carried
        for (index, entry) in entries.enumerated() where isPublished(entry.prepared) {
            guard let body = entry.body else {
                secondPass.insert(index)
                continue
            }
            // An article the feed now carries needs its body with absolute links.
            if body.linkDependencies.isAffected(by: changes)
                || (body.feedContent == nil && carried.contains(entry.prepared.article.contentPath))
            {
                secondPass.insert(index)
            }
        }
        let resolver = links.resolver
        let symbols = links.symbols
        let toRender = secondPass.sorted().filter { isPublished(entries[$0].prepared) }
        let rendered = runPass(over: toRender.map { entries[$0].prepared }) { page, found in
            ArticleRendering.render(
                page, resolver: resolver, symbols: symbols, baseURL: baseURL,
                carriedByFeed: carried.contains(page.article.contentPath), diagnostics: &found)
        }
        for (index, (body, found)) in zip(toRender, rendered) {
            entries[index].body = body
            entries[index].renderDiagnostics = found
            // Only a later build fills the template again.
            if !keepingPageKeys { entries[index].prepared = entries[index].prepared.forgettingSecondPassInput() }
        }
        return (toRender, linksHeld, links.world, keepingPageKeys ? links : nil)
    }

    /// Every article's preview pictures, by site path: those `remembered` holds while each
    /// article's pictures are the ones it was made of (the same prepared article, or one
    /// prepared again with the same pictures, as after a prose edit), merged again otherwise.
    private func previewFiles(
        of published: [ArticlePage], room: Int, remembered: inout BuildMemory.RememberedSiteFiles
    ) -> [String: Data] {
        let sources = published.map { $0.prepared }
        if remembered.previewSources.count == sources.count,
            zip(remembered.previewSources, sources).allSatisfy({ $0 === $1 || $0.previewFiles == $1.previewFiles })
        {
            remembered.previewSources = sources
            return remembered.previewFiles
        }
        var files: [String: Data] = [:]
        files.reserveCapacity(sources.reduce(room) { $0 + $1.previewFiles.count })
        for page in sources {
            files.merge(page.previewFiles) { first, _ in first }
        }
        remembered.previewSources = sources
        remembered.previewFiles = files
        return files
    }

    /// An article of this build, before the first pass.
    private struct ArticleInput {
        var path: String
        var data: Data
        var stamp: FileStamp?
        /// The article as the last build left it, when its bytes and everything its first
        /// pass reads are the same; nil when the first pass must run.
        let remembered: BuildMemory.RememberedArticle?
        /// Whether `remembered` is set: asked of every article, and cheaper than the
        /// remembered article itself (which asking would copy).
        let isRemembered: Bool
        var article: Article?
        var loadDiagnostics: [Diagnostic] = []

        init(
            path: String, data: Data, stamp: FileStamp?, remembered: BuildMemory.RememberedArticle? = nil,
            article: Article? = nil, loadDiagnostics: [Diagnostic] = []
        ) {
            self.path = path
            self.data = data
            self.stamp = stamp
            self.remembered = remembered
            isRemembered = remembered != nil
            self.article = article
            self.loadDiagnostics = loadDiagnostics
        }
    }

    /// Reads every article: one whose bytes are those of the last build is taken from
    /// `memory` (prepared again only when the `.swift` files changed), the others are
    /// loaded, in parallel. An article whose stamp is the one the last build read it with,
    /// and that was settled then, is not even read. Returns the articles in path order; a
    /// file that is not an article (not UTF-8) is left out, its problem in `diagnostics`.
    private func readArticles(
        _ paths: [String], stamps: [String: FileStamp], in contentFolder: String, memory: BuildMemory.State,
        previewsChanged: Bool, readCount: inout Int, diagnostics: inout [Diagnostic]
    ) -> [ArticleInput] {
        var sources: [(path: String, data: Data, stamp: FileStamp?, isUnchanged: Bool)] = []
        // Each article's memory, looked up once.
        var rememberedArticles: [BuildMemory.RememberedArticle?] = []
        sources.reserveCapacity(paths.count)
        rememberedArticles.reserveCapacity(paths.count)
        for path in paths {
            let stamp = stamps[path]
            let remembered = memory.articles[path]
            if let stamp, let readStarted = memory.readStarted, let remembered, remembered.stamp == stamp,
                stamp.isSettled(before: readStarted)
            {
                sources.append((path, remembered.data, stamp, true))
                rememberedArticles.append(remembered)
                continue
            }
            readCount += 1
            guard let data = FileManager.default.contents(atPath: contentFolder + path) else {
                diagnostics.append(
                    Diagnostic(
                        file: options.displayPrefix + "content/" + path, line: 1, column: 1, severity: .error,
                        message: "cannot read the file"))
                continue
            }
            sources.append((path, data, stamp, remembered?.data == data))
            rememberedArticles.append(remembered)
        }
        let loaded = Slots<(article: Article?, diagnostics: [Diagnostic])?>(repeating: nil, count: sources.count)
        let displayPrefix = options.displayPrefix
        let readSources = sources
        parallelForEach(readSources.count, jobs: options.jobs) { index in
            let (path, data, _, isUnchanged) = readSources[index]
            if isUnchanged { return }
            var found: [Diagnostic] = []
            let article = ArticleLoading.load(path: path, data: data, displayPrefix: displayPrefix, diagnostics: &found)
            loaded[index] = (article, found)
        }

        var inputs: [ArticleInput] = []
        inputs.reserveCapacity(sources.count)
        for (index, (path, data, stamp, _)) in sources.enumerated() {
            guard let (article, found) = loaded[index] else {
                // Not loaded: the bytes are those of the remembered article.
                guard var remembered = rememberedArticles[index] else { continue }
                // With other components in scope, its previews may draw differently.
                if previewsChanged {
                    inputs.append(
                        ArticleInput(
                            path: path, data: data, stamp: stamp, article: remembered.prepared.article,
                            loadDiagnostics: remembered.loadDiagnostics))
                } else {
                    remembered.stamp = stamp
                    inputs.append(ArticleInput(path: path, data: data, stamp: stamp, remembered: remembered))
                }
                continue
            }
            guard let article else {
                diagnostics += found
                continue
            }
            inputs.append(ArticleInput(path: path, data: data, stamp: stamp, article: article, loadDiagnostics: found))
        }
        return inputs
    }

    /// Runs the first pass over the inputs that need it, in parallel. Returns every
    /// article, in input order, and the indices of those the first pass prepared (each
    /// needs the second pass too).
    private func prepareArticles(
        _ inputs: [ArticleInput], previews: PreviewRendering, keepingUnsafeHTML: Bool,
        writingPicturesTo staging: SiteStaging?, forLaterBuilds: Bool
    ) -> ([BuildMemory.RememberedArticle], Set<Int>) {
        let toPrepare = inputs.indices.filter { !inputs[$0].isRemembered }
        let articles = toPrepare.compactMap { inputs[$0].article }
        let prepared = runPass(over: articles) { article, found in
            ArticlePreparation.prepare(
                article, previews: previews, keepingUnsafeHTML: keepingUnsafeHTML, writingPicturesTo: staging,
                countingSearchTerms: forLaterBuilds, diagnostics: &found)
        }
        var made: [Int: (PreparedArticle, [Diagnostic])] = [:]
        for (index, outcome) in zip(toPrepare, prepared) { made[index] = outcome }
        var entries: [BuildMemory.RememberedArticle] = []
        var secondPass = Set<Int>()
        for (index, input) in inputs.enumerated() {
            if let remembered = input.remembered {
                entries.append(remembered)
            } else if let (article, found) = made[index] {
                secondPass.insert(entries.count)
                entries.append(
                    BuildMemory.RememberedArticle(
                        data: forLaterBuilds ? input.data : Data(), stamp: input.stamp, prepared: article,
                        loadDiagnostics: input.loadDiagnostics,
                        prepareDiagnostics: found))
            }
        }
        return (entries, secondPass)
    }

    /// The site's configuration, and the text it was read from ("" without a site.yml).
    private func loadConfig(_ contentDirectory: URL, diagnostics: inout [Diagnostic]) -> (SiteConfig, String) {
        let url = contentDirectory.appendingPathComponent("site.yml")
        let displayPath = options.displayPrefix + "content/site.yml"
        guard let data = FileManager.default.contents(atPath: url.path) else {
            diagnostics.append(
                Diagnostic(
                    file: displayPath, line: 1, column: 1, severity: .warning,
                    message: "no site.yml: the site has no title and the feed no absolute URLs"))
            return (SiteConfig.load(from: nil, diagnostics: &diagnostics), "")
        }
        let source = SourceText(
            displayPath: displayPath, text: SourceText.normalizingLineBreaks(String(decoding: data, as: UTF8.self)))
        let config = SiteConfig.load(from: source, diagnostics: &diagnostics)
        if !config.hasBaseURL, options.baseURL == nil {
            diagnostics.append(
                source.diagnostic(
                    .warning, line: 1, column: 1,
                    "no 'base_url': the feed and sitemap need the absolute URL the site is published at"))
        }
        return (config, source.text)
    }

    /// Two articles at one URL, or an article where Galley puts a page of its own.
    private func duplicateURLs(_ pages: [ArticlePage], assets: [String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var owners: [String: String] = [:]
        let reserved = ["tags/", "assets/", "previews/", "search/"]
        for page in pages {
            let article = page.prepared.contents.article
            if let first = owners[article.sitePath] {
                diagnostics.append(
                    article.source.diagnostic(
                        .error, line: 1, column: 1,
                        "'\(article.contentPath)' has the same URL '/\(article.sitePath)' as '\(first)'; "
                            + "rename one or give it a different 'slug'"))
            } else {
                owners[article.sitePath] = article.contentPath
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

    /// Runs one pass over `inputs` in parallel; returns each one's outcome and problems,
    /// in input order.
    private func runPass<Input: Sendable, Output: Sendable>(
        over inputs: [Input], _ body: @Sendable (Input, inout [Diagnostic]) -> Output
    ) -> [(Output, [Diagnostic])] {
        let found = Slots<(Output, [Diagnostic])?>(repeating: nil, count: inputs.count)
        parallelForEach(inputs.count, jobs: options.jobs) { index in
            var local: [Diagnostic] = []
            let output = body(inputs[index], &local)
            found[index] = (output, local)
        }
        return found.elements.compactMap { $0 }
    }
}

extension Dictionary {
    /// Makes room for `count` entries, unless there is room already: `reserveCapacity`
    /// copies a dictionary whose storage is shared even when it has room enough.
    fileprivate mutating func ensureCapacity(_ count: Int) {
        if capacity < count { reserveCapacity(count) }
    }
}
