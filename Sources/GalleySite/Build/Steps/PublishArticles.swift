/// The pages of the articles in the site.
struct PublishedArticles {
    /// One page per published article, in path order.
    var pages: [ArticlePage]
    /// Whether no two pages are at one URL, nor at a URL Galley keeps for its own pages.
    var urlsAreUnique: Bool
}

/// Puts each published article's two passes side by side as its page (`ArticlePage`),
/// and checks that each page has a URL of its own.
///
/// - Takes: the articles after both passes.
/// - Gives: `PublishedArticles`, and in a build that another follows each page in its
///   article's record. Every article's problems go into the diagnostics (the second
///   pass's only for the published ones), with those of the URLs.
/// - Reuses: the last build's page of an article neither pass touched, with the digest of
///   what other pages show of it; and while what links resolve against held (the same
///   paths and drafts), the last build's finding that no two pages share a URL.
struct PublishArticles {
    /// The step's part of the build memory.
    struct Memory {
        /// Whether the last build found no two pages at one URL.
        var urlsWereUnique = false
    }

    let context: BuildContext
    let resolved: ResolvedLinks

    func run(over articles: inout ArticleRecords, reusing memory: Memory, diagnostics: inout [Diagnostic])
        -> PublishedArticles
    {
        for record in articles.records {
            diagnostics += record.loadDiagnostics + record.prepareDiagnostics
            if context.isPublished(record.prepared) { diagnostics += record.renderDiagnostics }
        }
        let secondPassRan = Set(resolved.rendered)
        var pages: [ArticlePage] = []
        for index in articles.records.indices where context.isPublished(articles.records[index].prepared) {
            if let page = articles.records[index].page, page.prepared === articles.records[index].prepared,
                !secondPassRan.contains(index)
            {
                pages.append(page)
                continue
            }
            let page = ArticlePage(
                prepared: articles.records[index].prepared, body: articles.records[index].body,
                digestingNavigation: context.forLaterBuilds)
            if context.forLaterBuilds { articles.records[index].page = page }
            pages.append(page)
        }
        // Paths and drafts as the last build's, which found no two pages at one URL: none
        // now either.
        let urlProblems =
            resolved.linksHeld && memory.urlsWereUnique ? [] : duplicateURLs(pages)
        diagnostics += urlProblems
        return PublishedArticles(pages: pages, urlsAreUnique: urlProblems.isEmpty)
    }

    /// Two articles at one URL, or an article where Galley puts a page of its own.
    private func duplicateURLs(_ pages: [ArticlePage]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var owners: [String: String] = [:]
        let reserved = ["tags/", "assets/", "previews/", "search/"]
        for page in pages {
            let article = page.prepared.contents.article
            if let first = owners[article.sitePath] {
                diagnostics.append(
                    article.source.diagnostic(
                        .error, line: 1, column: 1,
                        "'\(article.contentPath)' has the same URL '/\(article.sitePath)' as '\(first)'; "
                            + "rename one or give it a different 'slug'"))
            } else {
                owners[article.sitePath] = article.contentPath
            }
            if let prefix = reserved.first(where: { article.sitePath.hasPrefix($0) }) {
                diagnostics.append(
                    article.source.diagnostic(
                        .error, line: 1, column: 1,
                        "'\(article.contentPath)' would be published under '/\(prefix)', which Galley generates itself")
                )
            }
        }
        return diagnostics
    }

    /// What the memory keeps of this step for the next build.
    static func remembered(_ published: PublishedArticles) -> Memory {
        Memory(urlsWereUnique: published.urlsAreUnique)
    }
}
