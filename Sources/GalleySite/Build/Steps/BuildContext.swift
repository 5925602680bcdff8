import Foundation

/// What every step of one build reads besides its own input: the options, where progress
/// goes, and whether a later build reuses this one.
struct BuildContext {
    let options: BuildOptions
    /// Called with a short description of each phase, for progress lines.
    let progress: (@Sendable (String) -> Void)?
    /// Whether a later build reuses this one (`galley serve`): its steps keep, and key,
    /// what the next build compares. A build that no other follows lets go of it instead.
    let forLaterBuilds: Bool
    /// Where a build that no other follows writes its preview pictures and pages as it
    /// makes them; nil when a memory keeps them for the next build.
    let streaming: SiteStaging?

    func report(_ phase: String) {
        progress?(phase)
    }

    /// Whether the article is in the site: drafts are, with `--drafts`.
    func isPublished(_ page: PreparedArticle) -> Bool {
        options.includeDrafts || !page.contents.article.isDraft
    }

    /// Runs one pass over `inputs` in parallel, on up to `--jobs` threads; returns each
    /// one's outcome and problems, in input order.
    func runPass<Input: Sendable, Output: Sendable>(
        over inputs: [Input], _ body: @Sendable (Input, inout [Diagnostic]) -> Output
    ) -> [(Output, [Diagnostic])] {
        let found = Slots<(Output, [Diagnostic])?>(repeating: nil, count: inputs.count)
        parallelForEach(inputs.count, jobs: options.jobs) { index in
            var local: [Diagnostic] = []
            let output = body(inputs[index], &local)
            found[index] = (output, local)
        }
        return found.elements.compactMap { $0 }
    }
}
