import Foundation

/// Names everything a page can show of articles other than its own: each published
/// article's place, title, description, date, tags, order and draft status, and whom it
/// links to (backlinks). Sidebars, breadcrumbs, pagers, backlinks and the lists of the
/// home, section and tag pages are made from these alone.
///
/// While it stays the same (and site.yml and the theme do), a page's data changes only
/// when its own article does: `galley serve` makes the data of just those pages, where
/// making and hashing every page's data was half of a rebuild. The home page and section
/// pages also show an article's body (the introduction, a landing page): a change to one
/// of those makes every page's data again.
enum NavigationKey {
    private struct Entry: Hashable {
        var contentPath: String
        var sitePath: String
        var title: String
        var description: String
        var date: Date?
        var tags: [String]
        var order: Int?
        var isDraft: Bool
        var outgoing: [String]
    }

    /// One article's entry, hashed to 128 bits.
    struct Digest: Hashable, Sendable {
        let first: Int
        let second: Int
    }

    /// The key of the published articles `pages`, in build order: the digests of their
    /// entries fed to a `PairedHasher` (128 bits; the key is compared only inside this
    /// process). Each entry's synthesized `hash(into:)` frames its fields (strings end
    /// with a marker, arrays and optionals say how many), so different entries never feed
    /// the same stream. Through `KeyHasher`'s encoder, this was a tenth of a `galley serve`
    /// save; a page kept from the last build brings its digest.
    static func of(_ pages: [ArticlePage]) -> String {
        var hasher = PairedHasher(salt: 7)
        hasher.combine(pages.count)
        for page in pages {
            hasher.combine(page.navigationDigest ?? digest(of: page.article, body: page.body))
        }
        return hasher.hex()
    }

    /// The digest of one article's entry.
    static func digest(of article: Article, body: RenderedBody?) -> Digest {
        var hasher = PairedHasher(salt: 11)
        hasher.combine(
            Entry(
                contentPath: article.contentPath, sitePath: article.sitePath, title: article.title,
                description: article.description, date: article.date, tags: article.tags, order: article.order,
                isDraft: article.isDraft, outgoing: (body?.outgoingArticles ?? []).sorted()))
        let (first, second) = hasher.finalize()
        return Digest(first: first, second: second)
    }
}
