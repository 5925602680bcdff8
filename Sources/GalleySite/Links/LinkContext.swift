import Foundation

/// What the second pass resolves links against, made from every article's first pass: the
/// pages by path with their anchors, the symbols they document, the assets, and which
/// articles the feed carries. `galley serve` keeps it from build to build while every
/// article shows the rest of the site the same shape (`hasSameShape`): a prose edit
/// leaves it as it was, and making it again was a fifth of a save.
struct LinkContext {
    /// Every article of the build, published or not, in build order.
    var prepared: [PreparedArticle]
    var assets: Set<String>
    var symbols: SymbolIndex
    var world: LinkWorld
    var resolver: LinkResolver
    /// The content paths of the articles `feed.rss` carries.
    var carried: Set<String>

    init(prepared: [PreparedArticle], assets: Set<String>, includesDrafts: Bool) {
        let published = prepared.filter { includesDrafts || !$0.contents.article.isDraft }
        self.prepared = prepared
        self.assets = assets
        symbols = SymbolIndex(pages: published)
        world = LinkWorld(pages: prepared, assets: assets, symbols: symbols)
        resolver = LinkResolver(pages: prepared, assets: assets, includesDrafts: includesDrafts)
        carried = Feed.carried(among: published)
    }

    /// Whether this context holds for a build of `prepared` and `assets` (made with the
    /// same drafts setting): the same assets, and articles that each are the same, or
    /// agree on everything the context reads of them.
    func holds(for prepared: [PreparedArticle], assets: Set<String>) -> Bool {
        self.prepared.count == prepared.count && self.assets == assets
            && zip(self.prepared, prepared).allSatisfy { Self.hasSameShape($0, $1) }
    }

    /// Whether two first passes of an article show the rest of the site the same: paths,
    /// title, date, draft status, anchors and documented symbols.
    static func hasSameShape(_ old: PreparedArticle, _ new: PreparedArticle) -> Bool {
        if old === new { return true }
        let before = old.contents
        let after = new.contents
        return before.article.contentPath == after.article.contentPath
            && before.article.sitePath == after.article.sitePath && before.article.title == after.article.title
            && before.article.date == after.article.date && before.article.isDraft == after.article.isDraft
            && before.anchors == after.anchors && before.symbolHeadings.count == after.symbolHeadings.count
            && zip(before.symbolHeadings, after.symbolHeadings).allSatisfy { $0.symbol == $1.symbol && $0.id == $1.id }
    }
}
