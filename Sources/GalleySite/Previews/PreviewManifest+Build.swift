import Foundation

extension PreviewManifest {
    /// The manifest of a build's published pages, by content path.
    init(pages: [ArticlePage]) {
        let articles = pages.sorted { $0.article.contentPath < $1.article.contentPath }.map { page in
            Article(
                source: page.article.contentPath, url: page.article.sitePath, title: page.article.title,
                text: ContentHash.hex(Self.textWithoutPreviews(page.html)), previews: page.manifestPreviews)
        }
        self.init(articles: articles)
    }

    /// The body's HTML without its preview figures, whose file names change with every
    /// picture: what is left changes exactly when the page's text, code or links do.
    static func textWithoutPreviews(_ html: String) -> String {
        html.replacing(#/<figure class="preview">.*?</figure>\n?/#, with: "")
    }
}
