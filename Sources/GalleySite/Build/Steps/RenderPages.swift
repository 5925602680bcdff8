/// Renders the site's pages from the theme's templates (`PageRendering`): the articles',
/// the home page, the sections', the tags' and the 404 page.
///
/// - Takes: the theme, the graph, the published pages, the articles the second pass
///   rendered and the page record plan.
/// - Gives: `PageRendering.Outcome`. A build that no other follows writes each page into
///   its staging folder as it is rendered. A template the theme lacks is an error, in the
///   diagnostics.
/// - Reuses: a page whose key is the one the last build gave it, while site.yml, the
///   options and the theme are the same; only the pages of the articles this build
///   rendered, while the navigation held (`SiteNavigation.held`); and the previous site's
///   file of a page whose key is the recorded one (`PageRecordPlan`).
struct RenderPages {
    /// The step's part of the build memory.
    struct Memory {
        /// `LoadedSite.pagesKey` of the build that rendered `pages`.
        var pagesKey: String?
        /// Site path -> the page and its key.
        var pages: [String: RenderedPage] = [:]
    }

    let context: BuildContext
    let site: LoadedSite
    let navigation: SiteNavigation
    let published: PublishedArticles
    let articles: ArticleRecords
    let resolved: ResolvedLinks
    let record: PageRecordPlan

    func run(reusing memory: Memory, diagnostics: inout [Diagnostic]) -> PageRendering.Outcome {
        context.report("writing pages")
        let graph = navigation.graph
        var pageRendering = PageRendering(
            theme: site.theme, contexts: PageContexts(config: site.config, graph: graph), graph: graph,
            intro: published.pages.first { $0.article.isHomeIntroduction }, jobs: context.options.jobs)
        pageRendering.keys = record.keys
        pageRendering.recorded = record.recorded
        let rendering = pageRendering.render(
            reusing: memory.pagesKey == site.pagesKey ? memory.pages : [:], writingTo: context.streaming,
            onlyChanging: changingPages())
        for template in rendering.missingTemplates.subtracting(site.theme.unparsable).sorted() {
            diagnostics.append(
                Diagnostic(
                    file: context.options.displayPrefix + "templates/\(template).mustache", line: 1, column: 1,
                    severity: .error, message: "the theme has no '\(template)' template"))
        }
        return rendering
    }

    /// While no other article's title, place, tags or links changed, only the pages of the
    /// articles this build rendered can show anything new; nil when any page may.
    private func changingPages() -> Set<String>? {
        guard navigation.held else { return nil }
        let renderedArticles = resolved.rendered.map { articles.records[$0].prepared.article }
        if renderedArticles.contains(where: { $0.isHomeIntroduction || $0.isSectionLanding }) { return nil }
        return Set(renderedArticles.map { $0.sitePath + "index.html" })
    }

    /// What the memory keeps of this step for the next build.
    static func remembered(_ rendering: PageRendering.Outcome, of site: LoadedSite) -> Memory {
        Memory(pagesKey: site.pagesKey, pages: rendering.pages)
    }
}
