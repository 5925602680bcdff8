/// What resolving one article's links read from the rest of the site. When a later build
/// changes none of it, the article's links resolve the same way and its second pass is
/// reused; when it changes any of it, the pass runs again.
struct LinkDependencies {
    /// Content paths of the articles looked up, found or not ("guides/setup.md").
    var articles: Set<String> = []
    /// Content paths of the files looked up as assets.
    var assets: Set<String> = []
    /// Symbols looked up in the symbol index.
    var symbols: Set<String> = []
    /// Set when an outcome depends on the whole site, as a "did you mean" among every
    /// article does: any change to the site may change it.
    var dependsOnEverything = false

    /// Whether anything this article read is among `changes`.
    func isAffected(by changes: LinkWorld.Changes) -> Bool {
        if changes.isEmpty { return false }
        if dependsOnEverything { return true }
        return !articles.isDisjoint(with: changes.articles) || !assets.isDisjoint(with: changes.assets)
            || !symbols.isDisjoint(with: changes.symbols)
    }
}

/// What links can resolve against in one build: every article's URL, draft status and
/// anchors, the asset files, and where each symbol is documented. Two snapshots compared
/// tell which of those a change touched.
struct LinkWorld {
    struct ArticleEntry: Equatable {
        var sitePath: String
        var isDraft: Bool
        var anchors: Set<String>
    }

    var articles: [String: ArticleEntry] = [:]
    var assets: Set<String> = []
    /// Symbol -> "site path#fragment".
    var symbols: [String: String] = [:]

    init() {}

    init(pages: [PreparedArticle], assets: Set<String>, symbols: SymbolIndex) {
        for page in pages {
            articles[page.article.contentPath] = ArticleEntry(
                sitePath: page.article.sitePath, isDraft: page.article.isDraft, anchors: page.anchors)
        }
        self.assets = assets
        self.symbols = symbols.allTargets.mapValues { $0.sitePath + "#" + ($0.fragment ?? "") }
    }

    /// The entries that differ between two snapshots, by key.
    struct Changes {
        var articles: Set<String> = []
        var assets: Set<String> = []
        var symbols: Set<String> = []

        var isEmpty: Bool { articles.isEmpty && assets.isEmpty && symbols.isEmpty }
    }

    /// What differs from `earlier`: entries added, removed or changed.
    func changes(since earlier: LinkWorld) -> Changes {
        Changes(
            articles: Self.changedKeys(articles, earlier.articles),
            assets: assets.symmetricDifference(earlier.assets),
            symbols: Self.changedKeys(symbols, earlier.symbols))
    }

    private static func changedKeys<Value: Equatable>(_ now: [String: Value], _ before: [String: Value]) -> Set<String>
    {
        var changed: Set<String> = []
        for (key, value) in now where before[key] != value { changed.insert(key) }
        for key in before.keys where now[key] == nil { changed.insert(key) }
        return changed
    }
}
