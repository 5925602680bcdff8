import Foundation
import GalleyMarkdown

/// A heading of an article, for its anchor and the table of contents.
struct Heading: Sendable {
    let id: String
    let title: String
    let level: Int
}

/// What the first pass makes of an article: everything that depends on the article
/// alone (with site.yml's `unsafe_html` and the site's `.swift` files), and what the
/// second pass needs to resolve its links against the rest of the site. Made by one
/// worker (as `Contents`, field by field) and then only read, by any (`SharedContents`).
final class PreparedArticle: SharedContents {
    let contents: Contents

    init(_ contents: Contents) {
        self.contents = contents
    }

    /// The article without what only the second pass reads (the template, the
    /// references), once it has run in a build that no other follows: a tenth of a large
    /// site's memory.
    func forgettingSecondPassInput() -> PreparedArticle {
        var contents = contents
        contents.body = BodyTemplate(html: "")
        contents.links = []
        contents.symbolReferences = []
        return PreparedArticle(contents)
    }
    /// A link or image as written, for the second pass to resolve.
    struct LinkReference: Sendable {
        /// The destination, as cmark read it (entities and backslash escapes undone).
        let url: String
        let isImage: Bool
        /// Where it is in the file.
        let position: SourcePosition
    }

    /// A code span written ``` ``Symbol`` ```, to link to the symbol's documentation.
    struct SymbolReference: Sendable {
        let symbol: String
        let position: SourcePosition
    }

    /// The fields of a prepared article, filled in by the first pass.
    struct Contents: Sendable {
        let article: Article
        var headings: [Heading] = []
        /// Every fragment a link may point at: heading ids and `id` attributes in raw HTML.
        var anchors: Set<String> = []
        /// Headings that are a symbol in code (`` ## `CardStyle` ``): symbol -> anchor.
        var symbolHeadings: [(symbol: String, id: String)] = []
        /// The links and images of the body, in the order of the template's holes' indices.
        var links: [LinkReference] = []
        var symbolReferences: [SymbolReference] = []
        /// The body as HTML, with a hole for each link's destination.
        var body = BodyTemplate(html: "")
        /// The article's text for the search index, part by part (see `SearchText`), and each
        /// part's terms with their weights when the first pass counted them (for a build that
        /// another follows: a one-shot build counts them with the index, a chunk at a time).
        var searchSections: [SearchSection] = []
        var searchTermCounts: [[String: Int]]?
        /// The search index's documents of the article, made by the first pass with the
        /// counts: kept, they are the same values from build to build, which the index's
        /// update compares at no cost.
        var searchDocuments: [SearchIndex.Document]?
        /// The preview pictures the first pass drew for this article, by site path.
        var previewFiles: [String: Data] = [:]
        /// The same previews for `previews.json`, in page order.
        var manifestPreviews: [PreviewManifest.Preview] = []
        /// Whether the body has code blocks (the page loads the script of their copy buttons),
        /// and whether highlight.js highlights some of them (the page loads it too).
        var hasCodeBlocks = false
        var highlightsCode = false

        init(article: Article) {
            self.article = article
        }
    }
}
