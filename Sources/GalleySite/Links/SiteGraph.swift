import Foundation

/// How the published articles relate: their order on the home page, their sections, their
/// tags, who links to whom, and which page comes before and after each.
struct SiteGraph {
    /// Published articles, newest first; undated ones after, by title. Neither the home
    /// page's introduction nor a section's landing page is an article.
    let articles: [ArticlePage]
    let kind: SiteKind
    let sections: SiteSections
    /// Tag name -> its articles, in the same order as `articles`.
    let tags: [(name: String, articles: [ArticlePage])]
    /// Content path -> the articles that link to it, by title.
    let backlinks: [String: [ArticlePage]]
    /// Site path -> the page before and after it: in a blog the older and newer dated
    /// article, in documentation the reading order.
    let previous: [String: NavLink]
    let next: [String: NavLink]

    init(published pages: [ArticlePage], config: SiteConfig) {
        let articles = Self.newestFirst(
            pages.filter { !$0.article.isHomeIntroduction && !$0.article.isSectionLanding }, by: { $0.article })
        self.articles = articles
        kind = config.kind
        sections = SiteSections(published: pages, config: config)

        var tagMap: [String: (name: String, articles: [ArticlePage])] = [:]
        for page in articles {
            for tag in page.article.tags {
                // Tags that differ only in case or punctuation share one page.
                let key = SitePaths.slug(tag)
                tagMap[key, default: (tag, [])].articles.append(page)
            }
        }
        tags = tagMap.keys.sorted().map { tagMap[$0]! }

        // A section's landing page links to articles as an article does.
        var backlinks: [String: [ArticlePage]] = [:]
        for page in pages where !page.article.isHomeIntroduction {
            for target in page.outgoingArticles.sorted() {
                backlinks[target, default: []].append(page)
            }
        }
        self.backlinks = backlinks.mapValues {
            $0.sorted { ($0.article.title, $0.article.contentPath) < ($1.article.title, $1.article.contentPath) }
        }

        let chain: [NavLink]
        switch config.kind {
        case .docs:
            chain = sections.readingOrder
        case .blog:
            chain = articles.filter { $0.article.date != nil }.reversed()  // oldest first
                .map { NavLink(title: $0.article.title, sitePath: $0.article.sitePath) }
        }
        var previous: [String: NavLink] = [:]
        var next: [String: NavLink] = [:]
        for (index, link) in chain.enumerated() {
            if index > 0 { previous[link.sitePath] = chain[index - 1] }
            if index + 1 < chain.count { next[link.sitePath] = chain[index + 1] }
        }
        self.previous = previous
        self.next = next
    }

    /// The same graph with each page replaced by `replacement(page)`: the graph of a
    /// build whose pages show the same of each other (`NavigationKey`) as those of the
    /// build that made this one, with that build's pages. Every relation stays; only the
    /// bodies behind them are the new build's. Making the graph again took a tenth of a
    /// `galley serve` save.
    func replacingPages(_ replacement: (ArticlePage) -> ArticlePage) -> SiteGraph {
        SiteGraph(
            articles: articles.map(replacement), kind: kind, sections: sections.replacingPages(replacement),
            tags: tags.map { ($0.name, $0.articles.map(replacement)) },
            backlinks: backlinks.mapValues { $0.map(replacement) }, previous: previous, next: next)
    }

    private init(
        articles: [ArticlePage], kind: SiteKind, sections: SiteSections,
        tags: [(name: String, articles: [ArticlePage])],
        backlinks: [String: [ArticlePage]], previous: [String: NavLink], next: [String: NavLink]
    ) {
        self.articles = articles
        self.kind = kind
        self.sections = sections
        self.tags = tags
        self.backlinks = backlinks
        self.previous = previous
        self.next = next
    }

    /// `items` ordered by their articles: newest first, undated ones after, by title (then
    /// path). Each article's date, title and path are taken out once and the positions
    /// sorted: comparing articles copied two whole articles for every comparison, a tenth
    /// of a `galley serve` rebuild.
    static func newestFirst<Item>(_ items: [Item], by article: (Item) -> Article) -> [Item] {
        let keys = items.map { item -> (date: Date?, title: String, path: String) in
            let article = article(item)
            return (article.date, article.title, article.contentPath)
        }
        let order = keys.indices.sorted { first, second in
            let a = keys[first]
            let b = keys[second]
            switch (a.date, b.date) {
            case (let left?, let right?) where left != right: return left > right
            case (.some, nil): return true
            case (nil, .some): return false
            default: return (a.title, a.path) < (b.title, b.path)
            }
        }
        return order.map { items[$0] }
    }
}
