import Foundation

/// Names everything a page is rendered from, besides the site and the theme: a page
/// whose key is the same as in the last build is the same page, and is reused instead of
/// rendered again.
enum RenderKeys {
    private static let separator = "\u{1}"

    /// An article's page: the article itself (its revision changes with every parse),
    /// the title and URL of each article it links to by backlink, previous or next, and the
    /// navigation it shows (`navigation`, see `navigation(of:)`).
    static func article(_ page: ArticlePage, graph: SiteGraph, navigation: String) -> String {
        let path = page.article.contentPath
        var parts = ["\(page.revision)", navigation]
        parts.append(pager(page.article.sitePath, graph: graph))
        parts += (graph.backlinks[path] ?? []).map(link)
        return parts.joined(separator: separator)
    }

    /// A section's landing page: its `index.md`, the summaries of its articles, its
    /// neighbours and the navigation.
    static func section(_ section: SiteSection, summaries: [String], graph: SiteGraph, navigation: String) -> String {
        let parts = [
            "\(section.landing?.revision ?? 0)", section.title, navigation, pager(section.sitePath, graph: graph),
        ]
        return (parts + summaries).joined(separator: separator)
    }

    /// The home page: its introduction, the summary of every article it lists and the
    /// navigation (which, in a documentation site, is also what the home page lists).
    static func index(intro: ArticlePage?, summaries: [String], navigation: String) -> String {
        (["\(intro?.revision ?? 0)", navigation] + summaries).joined(separator: separator)
    }

    /// Everything the sidebar and breadcrumbs of a page in section `folder` show: the kind,
    /// each section's title and URL, and the title, URL and order of each article listed
    /// (`SiteSections.sidebarLists`): in a blog only the current section's, so a post
    /// changes the pages of its own section only. Hashed: the key of every page has it.
    static func navigation(of graph: SiteGraph, folder: String?) -> String {
        var text = graph.kind.rawValue
        for section in graph.sections.sections {
            text += separator + section.title + "\u{3}" + section.sitePath
            guard graph.sections.sidebarLists(section, kind: graph.kind, from: folder) else { continue }
            for page in section.articles { text += "\u{2}" + link(page) }
        }
        return ContentHash.hex(Data(text.utf8), length: 32)
    }

    private static func pager(_ sitePath: String, graph: SiteGraph) -> String {
        "prev" + (graph.previous[sitePath].map(link) ?? "") + separator + "next"
            + (graph.next[sitePath].map(link) ?? "")
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

    private static func link(_ link: NavLink) -> String {
        link.title + "\u{3}" + link.sitePath
    }
}
