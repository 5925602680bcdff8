import Foundation

/// How the published articles relate: their order on the home page, their tags, who
/// links to whom, and which dated article comes before and after each.
struct SiteGraph {
    /// Published articles, newest first; undated ones after, by title.
    let articles: [ArticlePage]
    /// Tag name -> its articles, in the same order as `articles`.
    let tags: [(name: String, articles: [ArticlePage])]
    /// Content path -> the articles that link to it, by title.
    let backlinks: [String: [ArticlePage]]
    /// Content path -> the previous (older) and next (newer) dated article.
    let previous: [String: ArticlePage]
    let next: [String: ArticlePage]

    init(published pages: [ArticlePage]) {
        let articles = pages.filter { !$0.article.isHomeIntroduction }.sorted(by: Self.newestFirst)
        self.articles = articles

        var tagMap: [String: (name: String, articles: [ArticlePage])] = [:]
        for page in articles {
            for tag in page.article.tags {
                // Tags that differ only in case or punctuation share one page.
                let key = SitePaths.slug(tag)
                tagMap[key, default: (tag, [])].articles.append(page)
            }
        }
        tags = tagMap.keys.sorted().map { tagMap[$0]! }

        var backlinks: [String: [ArticlePage]] = [:]
        for page in articles {
            for target in page.outgoingArticles.sorted() {
                backlinks[target, default: []].append(page)
            }
        }
        self.backlinks = backlinks.mapValues {
            $0.sorted { ($0.article.title, $0.article.contentPath) < ($1.article.title, $1.article.contentPath) }
        }

        let dated = articles.filter { $0.article.date != nil }.reversed()  // oldest first
        var previous: [String: ArticlePage] = [:]
        var next: [String: ArticlePage] = [:]
        let chain = Array(dated)
        for (index, page) in chain.enumerated() {
            if index > 0 { previous[page.article.contentPath] = chain[index - 1] }
            if index + 1 < chain.count { next[page.article.contentPath] = chain[index + 1] }
        }
        self.previous = previous
        self.next = next
    }

    private static func newestFirst(_ a: ArticlePage, _ b: ArticlePage) -> Bool {
        switch (a.article.date, b.article.date) {
        case (let left?, let right?) where left != right: return left > right
        case (.some, nil): return true
        case (nil, .some): return false
        default:
            return (a.article.title, a.article.contentPath) < (b.article.title, b.article.contentPath)
        }
    }
}
