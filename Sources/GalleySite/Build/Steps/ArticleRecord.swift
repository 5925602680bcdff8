import Foundation

/// An article as it goes through the steps, each filling in its part: its bytes
/// (`ReadArticles`), its first pass (`PrepareArticles`), its second pass
/// (`ResolveLinks`) and its page (`PublishArticles`), with the problems each found. The
/// build memory keeps the records for the next build, which takes over the parts whose
/// inputs did not change.
struct ArticleRecord {
    /// The file's bytes, to compare with the next build's; empty in a build that no
    /// other follows.
    var data: Data
    /// The file's stamp when it was read; nil for a link or in a build that no other follows.
    var stamp: FileStamp?
    var prepared: PreparedArticle
    /// Nil until the second pass renders the article, and for a draft left out of the build.
    var body: RenderedBody?
    var loadDiagnostics: [Diagnostic]
    var prepareDiagnostics: [Diagnostic] = []
    var renderDiagnostics: [Diagnostic] = []
    /// The page made of both passes, in a build that another follows.
    var page: ArticlePage?
}
