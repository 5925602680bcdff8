import GalleyMarkdown

/// An article's cmark tree, for the first pass to read and rewrite. It never leaves the
/// worker that prepares the article: the pass turns it into a `PreparedArticle` (with the
/// body as a `BodyTemplate`) and lets it go, so a build holds as many trees as it has
/// workers, not one per article.
final class ParsedArticle {
    let article: Article
    let document: MarkdownDocument

    init(_ article: Article) {
        self.article = article
        self.document = MarkdownDocument(parsing: article.body, smartPunctuation: true)
    }

    /// A position in the article's body as a position in its file.
    func filePosition(_ position: SourcePosition) -> SourcePosition {
        SourcePosition(line: position.line + article.bodyLineOffset, column: position.column)
    }
}
