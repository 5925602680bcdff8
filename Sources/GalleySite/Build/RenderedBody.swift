import Foundation

/// What the second pass makes of a prepared article: its body with every link resolved,
/// and what it looked up in the rest of the site. Made by one worker (as `Contents`) and
/// then only read (`SharedContents`).
final class RenderedBody: SharedContents {
    let contents: Contents

    init(_ contents: Contents) {
        self.contents = contents
    }

    /// The fields of a rendered body, filled in by the second pass.
    struct Contents: Sendable {
        /// The body as HTML with links relative to the page, for the page itself.
        var html = ""
        /// The body with absolute links, escaped as the feed's `<content:encoded>` holds it:
        /// made only for the articles the feed carries (`Feed.carried`), nil for the others.
        /// Escaped here, on the worker that renders the article, so that `galley serve` does
        /// not escape fifty articles again on every save.
        var feedContent: String?
        /// Content paths of the articles this one links to.
        var outgoingArticles: Set<String> = []
        /// What the pass looked up in the rest of the site, to know when to run it again.
        var linkDependencies = LinkDependencies()
        /// The page's entry in `previews.json`.
        var manifestEntry = Data()
    }
}
