import Foundation

/// The data each template receives (see `TemplateData`, and the template-variables
/// reference page). The names are the theme's contract (see the "Themes" section of the
/// architecture article).
struct PageContexts {
    let config: SiteConfig
    let graph: SiteGraph

    /// What every page has: the site, the way back to the root, the page's own title, and
    /// the navigation: the sidebar and the breadcrumbs, from the page's section `folder`
    /// (nil for a page outside the sections).
    func common(
        sitePath: String, title: String, description: String, folder: String? = nil, root: String? = nil,
        breadcrumbs: [LinkData]? = nil
    ) -> CommonPageData {
        let root = root ?? SitePaths.root(from: sitePath)
        let canonical = config.baseURL + SitePaths.encoded(sitePath)
        return CommonPageData(
            site: SiteData(
                title: config.title, description: config.description, author: config.author,
                language: config.language, baseURL: config.baseURL,
                favicon: config.favicon.map { root + SitePaths.encoded($0) } ?? root + "assets/favicon.svg",
                isDocs: config.kind == .docs),
            root: root,
            // Mustache treats "" as true, so an empty description is replaced by the site's.
            page: PageInfoData(
                title: title, description: description.isEmpty ? config.description : description,
                canonicalURL: canonical, isHome: sitePath.isEmpty),
            sidebar: sidebar(from: sitePath, folder: folder, root: root),
            breadcrumbs: breadcrumbs ?? self.breadcrumbs(from: sitePath, folder: folder, root: root),
            generator: "Galley")
    }

    func summary(_ page: ArticlePage, from sitePath: String) -> ArticleSummaryData {
        let article = page.article
        return ArticleSummaryData(
            title: article.title,
            url: SitePaths.relativeURL(to: article.sitePath, from: sitePath),
            tags: tagLinks(article.tags, from: sitePath),
            // Mustache treats "" as true, so an empty description is left out instead.
            description: article.description.isEmpty ? nil : article.description,
            date: article.date.map(Dates.display),
            dateISO: article.date.map(Dates.iso))
    }

    func tagLinks(_ tags: [String], from sitePath: String) -> [TagLinkData] {
        tags.map { TagLinkData(name: $0, url: SitePaths.relativeURL(to: SitePaths.tagPath($0), from: sitePath)) }
    }

    func article(_ page: ArticlePage) -> PageData<ArticlePageContent> {
        let sitePath = page.article.sitePath
        let common = common(
            sitePath: sitePath, title: page.article.title, description: page.article.description,
            folder: page.article.sectionFolder)
        let toc = page.headings.filter { $0.level == 2 || $0.level == 3 }
        let backlinks = graph.backlinks[page.article.contentPath] ?? []
        let article = ArticleData(
            summary: summary(page, from: sitePath), content: page.html, hasCodeBlocks: page.hasCodeBlocks,
            highlightsCode: page.highlightsCode,
            toc: toc.map { TOCEntryData(id: $0.id, title: $0.title, level: $0.level) },
            backlinks: backlinks.map { link(to: $0, from: sitePath) },
            prev: pager(previous: true, for: sitePath), next: pager(previous: false, for: sitePath))
        return PageData(common: common, content: ArticlePageContent(article: article))
    }

    /// The link to the previous or next page, with the words that fit the site's kind.
    private func pager(previous: Bool, for sitePath: String) -> PagerLinkData? {
        let isDocs = graph.kind == .docs
        guard let target = previous ? graph.previous[sitePath] : graph.next[sitePath] else { return nil }
        let link = navLink(target, from: sitePath)
        let label = previous ? (isDocs ? "Previous" : "Older") : (isDocs ? "Next" : "Newer")
        return PagerLinkData(title: link.title, url: link.url, label: label)
    }

    /// The home page: the introduction, then a documentation site's sections (each with
    /// its articles) or a blog's articles, newest first.
    func index(intro: ArticlePage?) -> PageData<IndexPageContent> {
        let common = common(sitePath: "", title: config.title, description: config.description)
        let content = IndexPageContent(
            intro: intro?.html, introHasCodeBlocks: intro?.hasCodeBlocks, introHighlightsCode: intro?.highlightsCode,
            articles: graph.articles.map { summary($0, from: "") },
            sections: graph.kind == .docs ? graph.sections.sections.map { sectionSummary($0, from: "") } : nil)
        return PageData(common: common, content: content)
    }

    /// A section's landing page: its `index.md`, else the list of its articles.
    func section(_ section: SiteSection) -> PageData<SectionPageContent> {
        let sitePath = section.sitePath
        let common = common(
            sitePath: sitePath, title: section.title, description: section.description, folder: section.folder)
        let data = SectionData(
            summary: sectionSummary(section, from: sitePath), content: section.landing?.html,
            prev: pager(previous: true, for: sitePath), next: pager(previous: false, for: sitePath))
        return PageData(common: common, content: SectionPageContent(section: data))
    }

    private func sectionSummary(_ section: SiteSection, from sitePath: String) -> SectionSummaryData {
        SectionSummaryData(
            title: section.title,
            articles: section.articles.map { summary($0, from: sitePath) },
            url: section.hasLandingPage ? SitePaths.relativeURL(to: section.sitePath, from: sitePath) : nil,
            description: section.description.isEmpty ? nil : section.description)
    }

    func tagsIndex() -> PageData<TagsPageContent> {
        let common = common(
            sitePath: "tags/", title: "Tags", description: "", breadcrumbs: [LinkData(title: "Home", url: "../")])
        let tags = graph.tags.map {
            TagCountData(
                name: $0.name, url: SitePaths.relativeURL(to: SitePaths.tagPath($0.name), from: "tags/"),
                count: $0.articles.count)
        }
        return PageData(common: common, content: TagsPageContent(tags: tags))
    }

    func tag(_ name: String, articles: [ArticlePage]) -> PageData<TagPageContent> {
        let sitePath = SitePaths.tagPath(name)
        let common = common(
            sitePath: sitePath, title: "Tagged “\(name)”", description: "",
            breadcrumbs: [LinkData(title: "Home", url: "../../"), LinkData(title: "Tags", url: "../")])
        let content = TagPageContent(
            tag: TagNameData(name: name), articles: articles.map { summary($0, from: sitePath) })
        return PageData(common: common, content: content)
    }

    /// 404.html is served at whatever path was missing, so its links start from the base
    /// path instead of being relative.
    func notFound() -> PageData<NotFoundPageContent> {
        PageData(
            common: common(sitePath: "404.html", title: "Page not found", description: "", root: config.basePath),
            content: NotFoundPageContent())
    }

    private func link(to page: ArticlePage, from sitePath: String) -> LinkData {
        LinkData(title: page.article.title, url: SitePaths.relativeURL(to: page.article.sitePath, from: sitePath))
    }
}
