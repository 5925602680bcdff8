import Foundation

/// The last step: puts the pages among the site's files, records the pages written for the
/// next `galley build` into the same output, and sums the build up.
///
/// - Takes: the site's files, the rendered pages, the search index's written files, the
///   page record plan, every diagnostic and the counts of the steps' work.
/// - Gives: the `BuildResult`.
/// - Reuses: nothing; what it records is the next build's to reuse. The memory is updated
///   by `SiteBuilder` once this returns: nothing after it can fail.
struct FinishBuild {
    let context: BuildContext
    let pages: PageRendering.Outcome
    let searchIndex: SearchIndex.Written
    let record: PageRecordPlan

    func run(files: consuming [String: Data], diagnostics: [Diagnostic], counts: BuildCounts) -> BuildResult {
        // A page wins over a file of the same path, whether kept here or written already.
        files.ensureCapacity(files.count + pages.pages.count)
        for (path, page) in pages.pages { files[path] = page.data }
        for path in pages.writtenPages { files[path] = nil }
        context.report("finishing")
        // Recorded only for a site that will be put in place; were it not, the record
        // would name files that are not in the output, and match nothing.
        if let file = record.file, let streaming = context.streaming,
            !diagnostics.contains(where: { $0.severity == .error })
        {
            var pageRecord = PageRecord(siteKey: record.siteKey)
            for (path, key) in pages.lastingKeys.merging(searchIndex.keys, uniquingKeysWith: { page, _ in page }) {
                if let identity = streaming.identityOfWrittenFile(at: path) {
                    pageRecord.entries[path] = PageRecord.Entry(key: key, file: identity)
                }
            }
            pageRecord.write(to: file)
        }
        return BuildResult(
            files: files, diagnostics: Diagnostic.sortedForDisplay(Diagnostic.removingDuplicates(diagnostics)),
            articleCount: counts.articles, parsedArticles: counts.parsed, resolvedArticles: counts.resolved,
            renderedPages: pages.renderedCount, readArticles: counts.read, madeSearchIndex: searchIndex.made)
    }
}

/// How much work the steps did, for the `BuildResult`.
struct BuildCounts {
    /// Published articles.
    var articles: Int
    /// Articles read from their files.
    var read: Int
    /// Articles through the first pass.
    var parsed: Int
    /// Articles through the second pass.
    var resolved: Int
}
