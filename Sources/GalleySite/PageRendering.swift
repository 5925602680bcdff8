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
        var jobs: [Job] = graph.articles.map { page in
            Job(
                path: page.article.sitePath + "index.html", template: "article",
                key: RenderKeys.article(page, graph: graph), context: { contexts.article(page) })
        }
        var summaries: [String: String] = [:]
        for page in graph.articles { summaries[page.article.contentPath] = RenderKeys.summary(page) }
        func summaryKeys(_ pages: [ArticlePage]) -> [String] { pages.map { summaries[$0.article.contentPath]! } }
        let intro = self.intro
        jobs.append(
            Job(
                path: "index.html", template: "index",
                key: RenderKeys.index(intro: intro, summaries: summaryKeys(graph.articles)),
                context: { contexts.index(intro: intro) }))
        jobs.append(
            Job(
                path: "tags/index.html", template: "tags", key: RenderKeys.tagsIndex(graph: graph),
                context: { contexts.tagsIndex() }))
        for tag in graph.tags {
            jobs.append(
                Job(
                    path: SitePaths.tagPath(tag.name) + "index.html", template: "tag",
                    key: RenderKeys.tag(tag.name, summaries: summaryKeys(tag.articles)),
                    context: { contexts.tag(tag.name, articles: tag.articles) }))
        }
        jobs.append(Job(path: "404.html", template: "404", key: "", context: { contexts.notFound() }))
        return jobs
    }
}
