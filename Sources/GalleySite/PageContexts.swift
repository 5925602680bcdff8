import Foundation

/// The data each template receives. The names here are the theme's contract (see the
/// "Themes" section of the architecture article).
struct PageContexts {
    let config: SiteConfig
    let graph: SiteGraph

    /// What every page has: the site, the way back to the root, the page's own title.
    func common(sitePath: String, title: String, description: String, root: String? = nil) -> [String: Any] {
        [
            "site": [
                "title": config.title, "description": config.description, "author": config.author,
                "language": config.language, "base_url": config.baseURL,
            ],
            "root": root ?? SitePaths.root(from: sitePath),
            // Mustache treats "" as true, so an empty description is left out instead.
            "page": [
                "title": title, "description": description.isEmpty ? config.description : description,
                "canonical_url": config.baseURL + SitePaths.encoded(sitePath),
            ],
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
        var context = common(sitePath: sitePath, title: page.article.title, description: page.article.description)
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
        if let previous = graph.previous[page.article.contentPath] {
            article["prev"] = link(to: previous, from: sitePath)
        }
        if let next = graph.next[page.article.contentPath] { article["next"] = link(to: next, from: sitePath) }
        context["article"] = article
        return context
    }

    func index(intro: ArticlePage?) -> [String: Any] {
        var context = common(sitePath: "", title: config.title, description: config.description)
        if let intro {
            context["intro"] = intro.html
            context["intro_has_code_blocks"] = intro.hasCodeBlocks
            context["intro_highlights_code"] = intro.highlightsCode
        }
        context["articles"] = graph.articles.map { summary($0, from: "") }
        return context
    }

    func tagsIndex() -> [String: Any] {
        var context = common(sitePath: "tags/", title: "Tags", description: "")
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
