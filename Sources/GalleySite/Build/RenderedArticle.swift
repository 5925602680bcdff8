import Foundation
import GalleyMarkdown

/// A heading of an article, for its anchor and the table of contents.
struct Heading: Sendable {
    let id: String
    let title: String
    let level: Int
}

/// An article on its way through the build: parsed once, its headings given anchors in
/// the first pass, its links resolved and HTML rendered in the second (which needs every
/// article's anchors).
///
/// `@unchecked Sendable` because the build hands pages to worker threads while they are
/// still being filled in. What guards it: each pass gives every page to exactly one
/// worker (`parallelForEach` runs each index once), a worker writes only its own page,
/// other workers only read properties that an earlier pass finished (anchors, URL,
/// headings), and the build waits for every worker before the next step. The cmark tree
/// in `document` is only ever touched by the page's own worker. Exercised from many
/// threads by `ParallelBuildTests` and `make tsan`.
final class ArticlePage: @unchecked Sendable {
    let article: Article
    let document: MarkdownDocument
    var headings: [Heading] = []
    /// Every fragment a link may point at: heading ids and `id` attributes in raw HTML.
    var anchors: Set<String> = []
    /// Links and images with their position in the file, rewritten in the second pass.
    var references: [(node: MarkdownNode, position: SourcePosition)] = []
    /// The body as HTML with links relative to the page, for the page itself.
    var html = ""
    /// The body as HTML with absolute links, for the feed, once made
    /// (see `ArticleRendering.absoluteHTML(of:)`).
    var absoluteHTMLIfMade: String?
    /// The links the second pass resolved, and the base URL, to make absolute ones from.
    var resolvedLinks: [(node: MarkdownNode, target: LinkResolver.Target)] = []
    var baseURL = ""
    /// Headings that are a symbol in code (`` ## `CardStyle` ``): symbol -> anchor.
    var symbolHeadings: [(symbol: String, id: String)] = []
    /// Code spans written as ``` ``Symbol`` ```, to link to the symbol's documentation.
    var symbolReferences: [(node: MarkdownNode, position: SourcePosition, symbol: String)] = []
    /// Content paths of the articles this one links to.
    var outgoingArticles: Set<String> = []
    /// The article's text for the search index, part by part (see `SearchText`).
    var searchSections: [SearchSection] = []
    /// The terms of each part with their weights, once the search index has counted them:
    /// written by the one worker `SearchIndex.termCounts(for:jobs:)` gives the page to,
    /// after both passes.
    var searchTermCounts: [[String: Int]]?
    /// The page's entry in `previews.json`, once encoded: written by the one worker
    /// `PreviewManifest.encoded(pages:jobs:)` gives the page to, after both passes.
    var manifestEntry: Data?
    /// The preview pictures the first pass drew for this article, by site path.
    var previewFiles: [String: Data] = [:]
    /// The same previews for `previews.json`, in page order.
    var manifestPreviews: [PreviewManifest.Preview] = []
    /// What the second pass looked up in the rest of the site, to know when to run it again.
    var linkDependencies = LinkDependencies()
    /// Whether the body has code blocks (the page loads the script of their copy buttons),
    /// and whether highlight.js highlights some of them (the page loads it too).
    var hasCodeBlocks = false
    var highlightsCode = false
    /// Whether the second pass has run: an article that is only a draft never gets one.
    var isRendered = false
    /// Tells this parse of the article apart from every other of the same build memory,
    /// so a page rendered from it can be reused while it stays the same.
    let revision: Int

    init(article: Article, revision: Int = 0) {
        self.article = article
        self.revision = revision
        self.document = MarkdownDocument(parsing: article.body, smartPunctuation: true)
    }

    /// A position in the article's body as a position in its file.
    func filePosition(_ position: SourcePosition) -> SourcePosition {
        SourcePosition(line: position.line + article.bodyLineOffset, column: position.column)
    }
}
