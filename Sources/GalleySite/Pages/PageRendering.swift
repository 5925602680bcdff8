import Foundation

/// Renders the site's pages from the theme's templates: an article page per published
/// article, the home page, the section and tag pages and the 404 page. A page whose key
/// (`RenderKeys.page`, from the data its template receives) is the one it had in the last
/// build is taken from there (or, for `galley build`, linked from the previous site, see
/// `PageRecord`); the others are rendered in parallel.
struct PageRendering {
    let theme: Theme
    let contexts: PageContexts
    let graph: SiteGraph
    let intro: ArticlePage?
    let jobs: Int
    /// Which keys pages get, for a later build to compare; without keys every page is
    /// rendered.
    var keys = PageKeys.inProcess
    /// What the last `galley build` into the same output wrote (with `.lasting` keys and a
    /// staging folder): a page whose key is the recorded one, and whose file is still the
    /// one recorded, is linked from the previous site instead of rendered.
    var recorded: PageRecord?

    /// The kinds of page keys.
    enum PageKeys: Sendable {
        /// No keys: a build that no other follows and that records nothing.
        case none
        /// `RenderKeys.page`: compared by the next build of the same process (`galley serve`).
        case inProcess
        /// `RenderKeys.lastingPage`: written to a `PageRecord` for the next `galley build`.
        case lasting
    }

    /// One page to produce: where it goes, from which template, and how to make its data.
    private struct Job {
        var path: String
        var template: PageTemplate
        var page: @Sendable (_ keys: PageKeys) -> PreparedPage

        /// The page at `path`, rendered with the template of its kind of data.
        init<Content: PageContent>(path: String, data: @escaping @Sendable () -> PageData<Content>) {
            self.path = path
            template = Content.template
            page = { keys in PreparedPage(template: Content.template, data: data(), keys: keys) }
        }
    }

    /// A page's key, and how to get what its template receives if it must be rendered.
    private struct PreparedPage: Sendable {
        var key: String
        var values: @Sendable () -> [String: Any]

        init(template: PageTemplate, data: some TemplateData, keys: PageKeys) {
            key =
                switch keys {
                case .none: ""
                case .inProcess: RenderKeys.page(template: template.name, data: data)
                case .lasting: RenderKeys.lastingPage(template: template.name, data: data)
                }
            values = { MustacheEncoder.encode(data) }
        }
    }

    struct Outcome {
        /// Site path -> the page and its key.
        var pages: [String: RenderedPage] = [:]
        /// Pages written into the staging folder rather than kept in `pages`.
        var writtenPages: Set<String> = []
        /// How many pages were rendered rather than reused.
        var renderedCount = 0
        /// Pages in the staging folder -> their lasting keys, for the next `PageRecord`.
        var lastingKeys: [String: String] = [:]
        /// Templates the theme lacks, for diagnostics.
        var missingTemplates: Set<String> = []
    }

    /// Renders the pages whose key is not the one in `earlier`. With `staging`, each page
    /// is written into it as soon as it is rendered and left out of the outcome's pages.
    /// With `onlyChanging`, the pages at other paths are known to have the data they had
    /// when `earlier` was rendered (see `NavigationKey`) and are taken from it as they are.
    func render(
        reusing earlier: [String: RenderedPage], writingTo staging: SiteStaging? = nil,
        onlyChanging changing: Set<String>? = nil
    ) -> Outcome {
        var outcome = Outcome()
        // With `changing`, the site has the pages it had (the same articles, sections and
        // tags): the earlier ones are taken whole, rather than one by one into a new table.
        if changing != nil { outcome.pages = earlier }
        let jobs = allJobs { path in
            guard let changing else { return true }
            return changing.contains(path) || earlier[path] == nil
        }
        // Every other page's data is made and hashed, in parallel; only the changed are
        // rendered.
        let prepared = Slots<PreparedPage?>(repeating: nil, count: jobs.count)
        // Pages linked from the previous site, as `recorded` allows.
        let kept = Slots<Bool>(repeating: false, count: jobs.count)
        let keys = self.keys
        let recorded = self.recorded?.entries
        parallelForEach(jobs.count, jobs: self.jobs) { index in
            let page = jobs[index].page(keys)
            prepared[index] = page
            if let staging, let entry = recorded?[jobs[index].path], entry.key == page.key,
                staging.keepPrevious(at: jobs[index].path, ifStill: entry.file)
            {
                kept[index] = true
            }
        }
        var toRender: [(job: Job, page: PreparedPage)] = []
        let keptPages = kept.elements
        for (index, (job, page)) in zip(jobs, prepared.elements).enumerated() {
            guard let page else { continue }
            if keptPages[index] {
                outcome.writtenPages.insert(job.path)
                outcome.lastingKeys[job.path] = page.key
            } else if keys == .inProcess, let earlierPage = earlier[job.path], earlierPage.key == page.key {
                outcome.pages[job.path] = earlierPage
            } else {
                toRender.append((job, page))
            }
        }
        let rendered = Slots<String?>(repeating: nil, count: toRender.count)
        let pagesToRender = toRender
        parallelForEach(pagesToRender.count, jobs: self.jobs) { index in
            let (job, page) = pagesToRender[index]
            guard let html = theme.render(job.template.name, page.values()) else { return }
            if let staging {
                staging.write(Data(html.utf8), at: job.path)
                rendered[index] = ""
            } else {
                rendered[index] = html
            }
        }
        for ((job, page), html) in zip(toRender, rendered.elements) {
            guard let html else {
                outcome.missingTemplates.insert(job.template.name)
                continue
            }
            outcome.renderedCount += 1
            if staging == nil {
                outcome.pages[job.path] = RenderedPage(key: page.key, data: Data(html.utf8))
            } else {
                outcome.writtenPages.insert(job.path)
                if keys == .lasting { outcome.lastingKeys[job.path] = page.key }
            }
        }
        return outcome
    }

    /// The jobs of the pages at the paths `wanted` accepts.
    private func allJobs(wanted: (String) -> Bool) -> [Job] {
        let contexts = self.contexts
        var jobs: [Job] = []
        for page in graph.articles {
            let path = page.article.sitePath + "index.html"
            guard wanted(path) else { continue }
            jobs.append(Job(path: path) { contexts.article(page) })
        }
        for section in graph.sections.sections where section.hasLandingPage {
            jobs.append(Job(path: section.sitePath + "index.html") { contexts.section(section) })
        }
        let intro = self.intro
        jobs.append(Job(path: "index.html") { contexts.index(intro: intro) })
        jobs.append(Job(path: "tags/index.html") { contexts.tagsIndex() })
        for tag in graph.tags {
            jobs.append(
                Job(path: SitePaths.tagPath(tag.name) + "index.html") { contexts.tag(tag.name, articles: tag.articles) }
            )
        }
        jobs.append(Job(path: "404.html") { contexts.notFound() })
        // The few other pages are filtered once they are made.
        return jobs.filter { wanted($0.path) }
    }
}
