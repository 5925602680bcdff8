import Foundation
import GalleySpelling

/// A page in the navigation (sidebar, breadcrumbs, previous/next): its title and site path.
struct NavLink: Sendable, Equatable {
    let title: String
    let sitePath: String
}

/// One section of the site: a top-level folder of `content/` and its published articles,
/// in reading order.
struct SiteSection: Sendable {
    /// The folder under `content/` ("guides"), or "" for the articles directly in `content/`.
    let folder: String
    let title: String
    let description: String
    /// Where its landing page is ("guides/"); "" for the top-level articles, which have none.
    let sitePath: String
    /// `content/<folder>/index.md`, when the section has one.
    let landing: ArticlePage?
    let articles: [ArticlePage]

    var hasLandingPage: Bool { !folder.isEmpty }
}

/// The site's sections in order, and the reading order through them: each section's
/// landing page, then its articles by `order:` and title. Sections named in site.yml come
/// first, in its order, then the other folders by name; the articles directly in
/// `content/` come last, as an appendix titled "More" with no landing page.
struct SiteSections: Sendable {
    let sections: [SiteSection]
    /// Every section landing page and article, in the order a reader goes through them.
    let readingOrder: [NavLink]

    init(published pages: [ArticlePage], config: SiteConfig) {
        var byFolder: [String: [ArticlePage]] = [:]
        var landings: [String: ArticlePage] = [:]
        for page in pages where !page.article.isHomeIntroduction {
            let folder = page.article.sectionFolder
            if page.article.isSectionLanding {
                landings[folder] = page
            } else {
                byFolder[folder, default: []].append(page)
            }
        }
        let titles = Dictionary(config.sections.map { ($0.folder, $0.title) }) { first, _ in first }
        let named = config.sections.map(\.folder).filter { byFolder[$0] != nil || landings[$0] != nil }
        let others = Set(byFolder.keys).union(landings.keys).subtracting(named).subtracting([""]).sorted()
        var sections: [SiteSection] = []
        for folder in named + others + [""] {
            let articles = (byFolder[folder] ?? []).sorted(by: Self.readingOrder)
            let landing = landings[folder]
            if folder.isEmpty && articles.isEmpty { continue }
            let title = titles[folder].flatMap { $0 } ?? landing?.article.title ?? Self.title(forFolder: folder)
            sections.append(
                SiteSection(
                    folder: folder, title: title, description: landing?.article.description ?? "",
                    sitePath: folder.isEmpty ? "" : landing?.article.sitePath ?? folder + "/", landing: landing,
                    articles: articles))
        }
        self.sections = sections
        var order: [NavLink] = []
        for section in sections {
            if section.hasLandingPage { order.append(NavLink(title: section.title, sitePath: section.sitePath)) }
            order += section.articles.map { NavLink(title: $0.article.title, sitePath: $0.article.sitePath) }
        }
        readingOrder = order
    }

    /// The same sections with each page replaced by `replacement(page)` (see
    /// `SiteGraph.replacingPages`).
    func replacingPages(_ replacement: (ArticlePage) -> ArticlePage) -> SiteSections {
        SiteSections(
            sections: sections.map { section in
                SiteSection(
                    folder: section.folder, title: section.title, description: section.description,
                    sitePath: section.sitePath, landing: section.landing.map(replacement),
                    articles: section.articles.map(replacement))
            }, readingOrder: readingOrder)
    }

    private init(sections: [SiteSection], readingOrder: [NavLink]) {
        self.sections = sections
        self.readingOrder = readingOrder
    }

    /// A sidebar lists every section's articles while the site has at most this many...
    static let fullSidebarLimit = 500
    /// ...and never those of a section with more than this many: its landing page does.
    static let sectionSidebarLimit = 100

    /// Whether the sidebar of a page in section `folder` lists the articles of `section`.
    /// Listing every article on every page costs the square of their number: a
    /// documentation site of a few hundred pages lists them all, a larger site or a blog
    /// only those of the current section, and a section of thousands of posts none. Its
    /// landing page lists them.
    func sidebarLists(_ section: SiteSection, kind: SiteKind, from folder: String?) -> Bool {
        guard section.articles.count <= Self.sectionSidebarLimit else { return false }
        if section.folder == folder { return true }
        return kind == .docs && articleCount <= Self.fullSidebarLimit
    }

    /// How many articles the sections hold (landing pages aside).
    var articleCount: Int { sections.reduce(0) { $0 + $1.articles.count } }

    /// The section of `folder` ("" for the top-level articles).
    func section(folder: String) -> SiteSection? {
        sections.first { $0.folder == folder }
    }

    /// `sections:` entries in site.yml that name no folder of `content/`: errors, with the
    /// closest folder as a suggestion.
    static func problems(config: SiteConfig, folders: Set<String>) -> [Diagnostic] {
        config.sections.filter { !folders.contains($0.folder) }.map { entry in
            entry.source.diagnostic(
                .error, line: entry.line, column: entry.column, length: entry.folder.utf8.count,
                "section '\(entry.folder)' has no folder content/\(entry.folder)/"
                    + Suggestion.didYouMean(entry.folder, among: folders))
        }
    }

    /// By `order:` (articles without one after those with one), then title, then path.
    static func readingOrder(_ a: ArticlePage, _ b: ArticlePage) -> Bool {
        let left = (a.article.order ?? Int.max, a.article.title, a.article.contentPath)
        let right = (b.article.order ?? Int.max, b.article.title, b.article.contentPath)
        return left < right
    }

    /// "getting-started" -> "Getting started"; the articles directly in `content/` are "More".
    static func title(forFolder folder: String) -> String {
        if folder.isEmpty { return "More" }
        let words = folder.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
