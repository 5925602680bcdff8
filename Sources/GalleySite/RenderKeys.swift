import Foundation

/// Names everything a page is rendered from, besides the site and the theme: a page
/// whose key is the same as in the last build is the same page, and is reused instead of
/// rendered again.
enum RenderKeys {
    private static let separator = "\u{1}"

    /// An article's page: the article itself (its revision changes with every parse),
    /// and the title and URL of each article it links to by backlink, previous or next.
    static func article(_ page: ArticlePage, graph: SiteGraph) -> String {
        let path = page.article.contentPath
        var parts = ["\(page.revision)"]
        parts.append("prev" + (graph.previous[path].map(link) ?? ""))
        parts.append("next" + (graph.next[path].map(link) ?? ""))
        parts += (graph.backlinks[path] ?? []).map(link)
        return parts.joined(separator: separator)
    }

    /// The home page: its introduction and the summary of every article it lists.
    static func index(intro: ArticlePage?, summaries: [String]) -> String {
        (["\(intro?.revision ?? 0)"] + summaries).joined(separator: separator)
    }

    /// A tag's page: the summary of each of its articles.
    static func tag(_ name: String, summaries: [String]) -> String {
        ([name] + summaries).joined(separator: separator)
    }

    /// The page of all tags: their names and how many articles each has.
    static func tagsIndex(graph: SiteGraph) -> String {
        graph.tags.map { "\($0.name)\(separator)\($0.articles.count)" }.joined(separator: separator)
    }

    /// What a listing shows of an article (see `PageContexts.summary`). Made once per
    /// article and build: the home page and each of its tags' pages list it.
    static func summary(_ page: ArticlePage) -> String {
        let article = page.article
        let date = article.date.map { "\($0.timeIntervalSince1970)" } ?? ""
        return [article.title, article.sitePath, article.description, date, article.tags.joined(separator: "\u{2}")]
            .joined(separator: "\u{3}")
    }

    private static func link(_ page: ArticlePage) -> String {
        page.article.title + "\u{3}" + page.article.sitePath
    }
}
