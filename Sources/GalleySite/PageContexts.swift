import Foundation

/// The data each template receives. The names here are the theme's contract (see the
/// "Themes" section of the architecture article).
struct PageContexts {
    let config: SiteConfig
    let graph: SiteGraph

    /// What every page has: the site, the way back to the root, the page's own title, and
    /// the navigation: the sidebar and the breadcrumbs, from the page's section `folder`
    /// (nil for a page outside the sections).
    func common(
        sitePath: String, title: String, description: String, folder: String? = nil, root: String? = nil
    ) -> [String: Any] {
        let root = root ?? SitePaths.root(from: sitePath)
        let canonical = config.baseURL + SitePaths.encoded(sitePath)
        return [
            "site": [
                "title": config.title, "description": config.description, "author": config.author,
                "language": config.language, "base_url": config.baseURL,
                "favicon": config.favicon.map { root + SitePaths.encoded($0) } ?? root + "assets/favicon.svg",
                "is_docs": config.kind == .docs,
            ],
            "root": root,
            // Mustache treats "" as true, so an empty description is left out instead.
            "page": [
                "title": title, "description": description.isEmpty ? config.description : description,
                "canonical_url": canonical, "is_home": sitePath.isEmpty,
            ],
            "sidebar": sidebar(from: sitePath, folder: folder, root: root),
            "breadcrumbs": breadcrumbs(from: sitePath, folder: folder, root: root),
            "generator": "Galley",
        ]
    }

    func summary(_ page: ArticlePage, from sitePath: String) -> [String: Any] {
        var item: [String: Any] = [
            "title": page.article.title,
            "url": SitePaths.relativeURL(to: page.article.sitePath, from: sitePath),
            "tags": tagLinks(page.article.tags, from: sitePath),
        ]
        // Mustache treats "" as true, so an empty description is left out instead.
        if !page.article.description.isEmpty { item["description"] = page.article.description }
        if let date = page.article.date {
            item["date"] = Dates.display(date)
            item["date_iso"] = Dates.iso(date)
        }
        return item
    }

    func tagLinks(_ tags: [String], from sitePath: String) -> [[String: Any]] {
        tags.map { ["name": $0, "url": SitePaths.relativeURL(to: SitePaths.tagPath($0), from: sitePath)] }
    }

    func article(_ page: ArticlePage) -> [String: Any] {
        let sitePath = page.article.sitePath
        var context = common(
            sitePath: sitePath, title: page.article.title, description: page.article.description,
            folder: page.article.sectionFolder)
        var article = summary(page, from: sitePath)
        article["content"] = page.html
        article["has_code_blocks"] = page.hasCodeBlocks
        article["highlights_code"] = page.highlightsCode
        let toc = page.headings.filter { $0.level == 2 || $0.level == 3 }
        article["toc"] = toc.map { ["id": $0.id, "title": $0.title, "level": $0.level] as [String: Any] }
        article["has_toc"] = toc.count >= 2
        let backlinks = graph.backlinks[page.article.contentPath] ?? []
        article["backlinks"] = backlinks.map { link(to: $0, from: sitePath) }
        article["has_backlinks"] = !backlinks.isEmpty
        pager(for: sitePath, into: &article)
        context["article"] = article
        return context
    }

    /// The links to the previous and next page, with the words that fit the site's kind.
    private func pager(for sitePath: String, into context: inout [String: Any]) {
        let isDocs = graph.kind == .docs
        if let previous = graph.previous[sitePath] {
            var link = navLink(previous, from: sitePath)
            link["label"] = isDocs ? "Previous" : "Older"
            context["prev"] = link
        }
        if let next = graph.next[sitePath] {
            var link = navLink(next, from: sitePath)
            link["label"] = isDocs ? "Next" : "Newer"
            context["next"] = link
        }
    }

    /// The home page: the introduction, then a documentation site's sections (each with
    /// its articles) or a blog's articles, newest first.
    func index(intro: ArticlePage?) -> [String: Any] {
        var context = common(sitePath: "", title: config.title, description: config.description)
        if let intro {
            context["intro"] = intro.html
            context["intro_has_code_blocks"] = intro.hasCodeBlocks
            context["intro_highlights_code"] = intro.highlightsCode
        }
        context["articles"] = graph.articles.map { summary($0, from: "") }
        if graph.kind == .docs {
            context["sections"] = graph.sections.sections.map { sectionSummary($0, from: "") }
        }
        return context
    }

    /// A section's landing page: its `index.md`, else the list of its articles.
    func section(_ section: SiteSection) -> [String: Any] {
        let sitePath = section.sitePath
        var context = common(
            sitePath: sitePath, title: section.title, description: section.description, folder: section.folder)
        var item = sectionSummary(section, from: sitePath)
        if let landing = section.landing { item["content"] = landing.html }
        pager(for: sitePath, into: &item)
        context["section"] = item
        return context
    }

    private func sectionSummary(_ section: SiteSection, from sitePath: String) -> [String: Any] {
        var item: [String: Any] = [
            "title": section.title,
            "articles": section.articles.map { summary($0, from: sitePath) },
        ]
        if section.hasLandingPage { item["url"] = SitePaths.relativeURL(to: section.sitePath, from: sitePath) }
        if !section.description.isEmpty { item["description"] = section.description }
        return item
    }

    func tagsIndex() -> [String: Any] {
        var context = common(sitePath: "tags/", title: "Tags", description: "")
        context["breadcrumbs"] = [["title": "Home", "url": "../"]]
        context["tags"] = graph.tags.map {
            [
                "name": $0.name, "url": SitePaths.relativeURL(to: SitePaths.tagPath($0.name), from: "tags/"),
                "count": $0.articles.count,
            ] as [String: Any]
        }
        return context
    }

    func tag(_ name: String, articles: [ArticlePage]) -> [String: Any] {
        let sitePath = SitePaths.tagPath(name)
        var context = common(sitePath: sitePath, title: "Tagged “\(name)”", description: "")
        context["breadcrumbs"] = [["title": "Home", "url": "../../"], ["title": "Tags", "url": "../"]]
        context["tag"] = ["name": name]
        context["articles"] = articles.map { summary($0, from: sitePath) }
        return context
    }

    /// 404.html is served at whatever path was missing, so its links start from the base
    /// path instead of being relative.
    func notFound() -> [String: Any] {
        common(sitePath: "404.html", title: "Page not found", description: "", root: config.basePath)
    }

    private func link(to page: ArticlePage, from sitePath: String) -> [String: Any] {
        ["title": page.article.title, "url": SitePaths.relativeURL(to: page.article.sitePath, from: sitePath)]
    }
}
