import Foundation

/// Renders the site's pages from the theme's templates: an article page per published
/// article, the home page, the tag pages and the 404 page. A page whose key is the one it
/// had in the last build is taken from there; the others are rendered in parallel.
struct PageRendering {
    let theme: Theme
    let contexts: PageContexts
    let graph: SiteGraph
    let intro: ArticlePage?
    let jobs: Int

    /// One page to produce: where it goes, from which template, and with what.
    private struct Job {
        var path: String
        var template: String
        var key: String
        var context: @Sendable () -> [String: Any]
    }

    struct Outcome {
        /// Site path -> the page and its key.
        var pages: [String: RenderedPage] = [:]
        /// How many pages were rendered rather than reused.
        var renderedCount = 0
        /// Templates the theme lacks, for diagnostics.
        var missingTemplates: Set<String> = []
    }

    func render(reusing earlier: [String: RenderedPage]) -> Outcome {
        var outcome = Outcome()
        var toRender: [Job] = []
        for job in allJobs() {
            if let page = earlier[job.path], page.key == job.key {
                outcome.pages[job.path] = page
            } else {
                toRender.append(job)
            }
        }
        let rendered = Slots<String?>(repeating: nil, count: toRender.count)
        let jobsToRender = toRender
        parallelForEach(jobsToRender.count, jobs: jobs) { index in
            let job = jobsToRender[index]
            rendered[index] = theme.render(job.template, job.context())
        }
        for (job, html) in zip(toRender, rendered.elements) {
            guard let html else {
                outcome.missingTemplates.insert(job.template)
                continue
            }
            outcome.pages[job.path] = RenderedPage(key: job.key, data: Data(html.utf8))
            outcome.renderedCount += 1
        }
        return outcome
    }

    private func allJobs() -> [Job] {
        let contexts = self.contexts
        let graph = self.graph
        // One navigation key per section (and one for pages outside them): every page of a
        // section shows the same sidebar but for which link is current.
        var navigationKeys: [String: String] = [:]
        func navigation(_ folder: String?) -> String {
            let key = folder ?? "\u{0}"
            if let known = navigationKeys[key] { return known }
            let made = RenderKeys.navigation(of: graph, folder: folder)
            navigationKeys[key] = made
            return made
        }
        var jobs: [Job] = graph.articles.map { page in
            Job(
                path: page.article.sitePath + "index.html", template: "article",
                key: RenderKeys.article(page, graph: graph, navigation: navigation(page.article.sectionFolder)),
                context: { contexts.article(page) })
        }
        var summaries: [String: String] = [:]
        for page in graph.articles { summaries[page.article.contentPath] = RenderKeys.summary(page) }
        func summaryKeys(_ pages: [ArticlePage]) -> [String] { pages.compactMap { summaries[$0.article.contentPath] } }
        for section in graph.sections.sections where section.hasLandingPage {
            jobs.append(
                Job(
                    path: section.sitePath + "index.html", template: "section",
                    key: RenderKeys.section(
                        section, summaries: summaryKeys(section.articles), graph: graph,
                        navigation: navigation(section.folder)),
                    context: { contexts.section(section) }))
        }
        let intro = self.intro
        jobs.append(
            Job(
                path: "index.html", template: "index",
                key: RenderKeys.index(
                    intro: intro,
                    // A documentation site's home page shows each section's description too.
                    summaries: summaryKeys(graph.articles) + graph.sections.sections.map(\.description),
                    navigation: navigation(nil)),
                context: { contexts.index(intro: intro) }))
        jobs.append(
            Job(
                path: "tags/index.html", template: "tags",
                key: navigation(nil) + RenderKeys.tagsIndex(graph: graph),
                context: { contexts.tagsIndex() }))
        for tag in graph.tags {
            jobs.append(
                Job(
                    path: SitePaths.tagPath(tag.name) + "index.html", template: "tag",
                    key: navigation(nil) + RenderKeys.tag(tag.name, summaries: summaryKeys(tag.articles)),
                    context: { contexts.tag(tag.name, articles: tag.articles) }))
        }
        jobs.append(Job(path: "404.html", template: "404", key: navigation(nil), context: { contexts.notFound() }))
        return jobs
    }
}
