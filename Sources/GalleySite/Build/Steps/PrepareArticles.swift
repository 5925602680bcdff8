import Foundation

/// The build's articles from the first pass on, in path order: each step after it
/// (`ResolveLinks`, `PublishArticles`) fills in its part of every record, in place.
struct ArticleRecords {
    var records: [ArticleRecord]
    /// The indices of the records this build's first pass prepared: each needs the second
    /// pass too.
    var preparedNow: Set<Int>
}

/// The first pass (`ArticlePreparation`), in parallel: each new or changed article parsed,
/// its Swift blocks evaluated and drawn, its body rendered into a template with a hole for
/// each link.
///
/// - Takes: the articles as read, the preview renderer and site.yml's `unsafe_html`.
/// - Gives: `ArticleRecords`. A build that no other follows writes the pictures into its
///   staging folder as they are drawn.
/// - Reuses: the record of an article whose bytes are the last build's (`ReadArticles`),
///   unless the `.swift` files changed, since its previews may draw differently.
/// - Throws: `EnvironmentError` when the fonts previews need cannot be loaded.
struct PrepareArticles {
    let context: BuildContext
    /// `ReadArticles`' articles: let go of once the pass has run.
    let articles: [ArticleInput]
    let renderer: PreviewRenderer
    let swiftFiles: SwiftFiles
    let site: LoadedSite

    func run() throws -> ArticleRecords {
        let inputs = articles
        let toPrepare = inputs.indices.filter { !isReused(inputs[$0]) }
        context.report("rendering \(toPrepare.count) articles")
        let rendering = renderer.rendering
        let keepingUnsafeHTML = site.config.keepsUnsafeHTML
        let staging = context.streaming
        let forLaterBuilds = context.forLaterBuilds
        let prepared = context.runPass(over: toPrepare.compactMap { inputs[$0].article }) { article, found in
            ArticlePreparation.prepare(
                article, previews: rendering, keepingUnsafeHTML: keepingUnsafeHTML, writingPicturesTo: staging,
                countingSearchTerms: forLaterBuilds, diagnostics: &found)
        }
        if let problem = rendering.environmentProblem { throw EnvironmentError(problem) }
        var made: [Int: (PreparedArticle, [Diagnostic])] = [:]
        for (index, outcome) in zip(toPrepare, prepared) { made[index] = outcome }
        var records: [ArticleRecord] = []
        var preparedNow = Set<Int>()
        for (index, input) in inputs.enumerated() {
            if isReused(input), let remembered = input.remembered {
                records.append(remembered)
            } else if let (article, found) = made[index] {
                preparedNow.insert(records.count)
                records.append(
                    ArticleRecord(
                        data: forLaterBuilds ? input.data : Data(), stamp: input.stamp, prepared: article,
                        loadDiagnostics: input.loadDiagnostics, prepareDiagnostics: found))
            }
        }
        return ArticleRecords(records: records, preparedNow: preparedNow)
    }

    /// Whether the last build's first pass of the article holds: it reads nothing but the
    /// article, `unsafe_html` (in the articles' key) and the `.swift` files.
    private func isReused(_ input: ArticleInput) -> Bool {
        input.isRemembered && !swiftFiles.changed
    }
}
