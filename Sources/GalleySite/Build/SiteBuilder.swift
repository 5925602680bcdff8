import Foundation

/// Builds a whole site in memory: content in, files and diagnostics out. `galley build`
/// writes the files when there is no error; `galley check` only prints the diagnostics.
///
/// A build is a list of steps (`Build/Steps/`), each a type that takes the outputs of
/// earlier steps, gives its own, and reuses what its part of the `BuildMemory` holds of
/// the last build while that is still what it would make.
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
        let context = BuildContext(
            options: options, progress: progress, forLaterBuilds: memory.keepsPageKeys,
            // Only a build that no other follows streams its files: a memory keeps its
            // pictures and pages for the next build.
            streaming: memory.keepsPageKeys ? nil : staging)
        return try memory.state.withLock { state throws -> sending BuildResult in
            try build(context, reusing: &state)
        }
    }

    /// The steps, in order, with the memory's state held.
    private func build(_ context: BuildContext, reusing memory: inout BuildMemory.State) throws -> BuildResult {
        var diagnostics: [Diagnostic] = []
        let site = try LoadSite(context: context).run(reusing: memory.site, diagnostics: &diagnostics)
        let swiftFiles = ReadSwiftFiles(context: context, site: site)
            .run(comparingWith: memory.previews, diagnostics: &diagnostics)
        let (inputs, readCount) = ReadArticles(context: context, site: site)
            .run(reusing: memory.articles, diagnostics: &diagnostics)
        let renderer = MakePreviewRenderer(context: context, swiftFiles: swiftFiles)
            .run(reusing: memory.previews, diagnostics: &diagnostics)
        var articles = try PrepareArticles(
            context: context, articles: consume inputs, renderer: renderer, swiftFiles: swiftFiles, site: site
        ).run()
        PruneSnippetCache(context: context, renderer: renderer).run(comparingWith: memory.previews)
        let resolved = ResolveLinks(context: context, site: site).run(over: &articles, reusing: memory.links)
        let published = PublishArticles(context: context, resolved: resolved)
            .run(over: &articles, reusing: memory.pageURLs, diagnostics: &diagnostics)
        let navigation = BuildSiteGraph(context: context, site: site, published: published)
            .run(reusing: memory.navigation)
        CheckSiteSettings(site: site).run(diagnostics: &diagnostics)
        let record = LoadPageRecord(context: context, site: site).run()
        let pages = RenderPages(
            context: context, site: site, navigation: navigation, published: published, articles: articles,
            resolved: resolved, record: record
        ).run(reusing: memory.pages, diagnostics: &diagnostics)
        var files = WriteSiteWideFiles(context: context, site: site, navigation: navigation, published: published)
            .run(reusing: &memory.siteFiles)
        let searchIndex = WriteSearchIndex(
            context: context, navigation: navigation, published: published, record: record
        )
        .run(into: &files, reusing: &memory.searchIndex)
        try CopyAssets(context: context, site: site).run(into: &files)
        let result = FinishBuild(context: context, pages: pages, searchIndex: searchIndex, record: record).run(
            files: consume files, diagnostics: diagnostics,
            counts: BuildCounts(
                articles: navigation.graph.articles.count, read: readCount,
                parsed: articles.preparedNow.count, resolved: resolved.rendered.count))

        // Nothing below can fail: the memory now describes this build.
        memory.site = LoadSite.Memory(theme: site.theme)
        memory.previews = renderer
        memory.articles = ReadArticles.remembered(articles, of: site)
        memory.links = ResolveLinks.remembered(resolved, of: site)
        memory.pageURLs = PublishArticles.remembered(published)
        memory.navigation = BuildSiteGraph.remembered(navigation, of: site, published: published, context: context)
        memory.pages = RenderPages.remembered(pages, of: site)
        return result
    }
}
