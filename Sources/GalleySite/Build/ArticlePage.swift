import Foundation

/// An article after both passes, as the pages, the feed, the search index and
/// `previews.json` read it. Immutable: each pass produces its own value
/// (`PreparedArticle`, `RenderedBody`), and the page only puts them side by side.
final class ArticlePage: Sendable {
    let prepared: PreparedArticle
    /// Nil for an article the second pass does not render: a draft, in a build without
    /// drafts.
    let body: RenderedBody?
    /// What other pages show of this one, digested (`NavigationKey`), when asked for: a
    /// page kept from build to build is digested once.
    let navigationDigest: NavigationKey.Digest?

    init(prepared: PreparedArticle, body: RenderedBody?, digestingNavigation: Bool = false) {
        self.prepared = prepared
        self.body = body
        navigationDigest = digestingNavigation ? NavigationKey.digest(of: prepared.article, body: body) : nil
    }

    var article: Article { prepared.article }
    var headings: [Heading] { prepared.headings }
    var anchors: Set<String> { prepared.anchors }
    var symbolHeadings: [(symbol: String, id: String)] { prepared.symbolHeadings }
    var searchSections: [SearchSection] { prepared.searchSections }
    var searchTermCounts: [[String: Int]]? { prepared.searchTermCounts }
    var previewFiles: [String: Data] { prepared.previewFiles }
    var manifestPreviews: [PreviewManifest.Preview] { prepared.manifestPreviews }
    var hasCodeBlocks: Bool { prepared.hasCodeBlocks }
    var highlightsCode: Bool { prepared.highlightsCode }
    var html: String { body?.html ?? "" }
    var outgoingArticles: Set<String> { body?.outgoingArticles ?? [] }
}
