import Foundation

/// Makes the files of the whole site besides its pages, search index and assets: the
/// preview pictures, `feed.rss`, `sitemap.xml`, `robots.txt`, `previews.json` and, for a
/// site that highlights code other than Swift, highlight.js.
///
/// - Takes: the graph, the published pages, site.yml, and the theme and content tree (to
///   size the table of files).
/// - Gives: the files by site path, in a table with room for every other file of the site.
/// - Reuses: the pictures (in `galley serve`, thousands, merged once) while every
///   article's pictures are the same; the sitemap while its key (site.yml, the options,
///   the theme and the `NavigationKey`) is the same; `previews.json` while every page's
///   entry is the same. Its memory is updated in place.
struct WriteSiteWideFiles {
    /// The step's part of the build memory: files the last build made that a save seldom
    /// changes.
    struct Memory {
        /// The prepared articles whose pictures `previewFiles` holds, in build order.
        var previewSources: [PreparedArticle] = []
        var previewFiles: [String: Data] = [:]
        /// sitemap.xml, with the key of what it shows.
        var sitemap: (key: String, data: Data)?
        /// previews.json, and the pages (in build order) whose entries it holds.
        var manifest: (pages: [ArticlePage], data: Data)?
    }

    let context: BuildContext
    let site: LoadedSite
    let navigation: SiteNavigation
    let published: PublishedArticles

    func run(reusing memory: inout Memory) -> [String: Data] {
        context.report("site-wide files")
        let graph = navigation.graph
        let config = site.config
        let pages = published.pages
        // The pictures first, in a table with room for every other file of the site, so
        // that it is not copied again, larger, as they go in.
        let otherFiles =
            64 + pages.count * 2 + graph.tags.count + site.theme.assets.count + site.tree.assetFiles.count
        var files = previewFiles(room: otherFiles, remembered: &memory)
        files.ensureCapacity(files.count + otherFiles)
        let lastBuildDate =
            context.options.sourceDateEpoch ?? graph.articles.compactMap { $0.prepared.contents.article.date }.max()
        files["feed.rss"] = Data(Feed.render(config: config, graph: graph, lastBuildDate: lastBuildDate).utf8)
        files["sitemap.xml"] = sitemap(remembered: &memory)
        // Crawlers read robots.txt only at a host's root; a content/robots.txt replaces it.
        files["robots.txt"] = Data("User-agent: *\nAllow: /\nSitemap: \(config.baseURL)sitemap.xml\n".utf8)
        context.report("previews.json")
        files[PreviewManifest.fileName] = manifest(remembered: &memory)
        // Only a site that highlights code other than Swift carries highlight.js.
        if pages.contains(where: { $0.highlightsCode }) { files["assets/highlight.min.js"] = HighlightJS.data }
        return files
    }

    /// Every article's preview pictures, by site path: those `remembered` holds while each
    /// article's pictures are the ones it was made of (the same prepared article, or one
    /// prepared again with the same pictures, as after a prose edit), merged again otherwise.
    private func previewFiles(room: Int, remembered: inout Memory) -> [String: Data] {
        let sources = published.pages.map { $0.prepared }
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

    /// sitemap.xml: the remembered one while its key is the same.
    private func sitemap(remembered: inout Memory) -> Data {
        let key = navigation.navigationKey.map { site.pagesKey + "\u{0}" + $0 }
        if let sitemap = remembered.sitemap, let key, sitemap.key == key { return sitemap.data }
        let graph = navigation.graph
        var sitemapPages: [(String, String?)] = [("", nil), ("tags/", nil)]
        sitemapPages += graph.sections.sections.filter(\.hasLandingPage).map { ($0.sitePath, nil) }
        sitemapPages += graph.articles.map { ($0.article.sitePath, $0.article.date.map(Dates.iso)) }
        sitemapPages += graph.tags.map { (SitePaths.tagPath($0.name), nil) }
        let sitemap = Data(Sitemap.render(config: site.config, pages: sitemapPages).utf8)
        remembered.sitemap = key.map { ($0, sitemap) }
        return sitemap
    }

    /// previews.json: the remembered one while every page's entry is the same.
    private func manifest(remembered: inout Memory) -> Data {
        let pages = published.pages
        if let manifest = remembered.manifest, manifest.pages.count == pages.count,
            zip(manifest.pages, pages).allSatisfy({ old, new in
                old === new
                    || (old.article.contentPath == new.article.contentPath && old.body?.manifestEntry.isEmpty == false
                        && old.body?.manifestEntry == new.body?.manifestEntry)
            })
        {
            remembered.manifest?.pages = pages
            return manifest.data
        }
        let manifest = PreviewManifest.encoded(pages: pages)
        remembered.manifest = (pages, manifest)
        return manifest
    }
}
