/// The preview renderer for the site's `.swift` files, and the problems found in them.
struct PreviewRenderer {
    /// `PreviewRendering.scopeKey` of the files the renderer was made with.
    var scopeKey: String
    var rendering: PreviewRendering
    var diagnostics: [Diagnostic]
}

/// Makes the renderer that evaluates and draws the articles' Swift blocks, once the
/// articles are read (see `ReadSwiftFiles`).
///
/// - Takes: the site's `.swift` files.
/// - Gives: a `PreviewRenderer`; the files' problems go into the diagnostics.
/// - Reuses: the last build's renderer while the `.swift` files are the same (its memory
///   is that renderer).
struct MakePreviewRenderer {
    let context: BuildContext
    let swiftFiles: SwiftFiles

    func run(reusing remembered: PreviewRenderer?, diagnostics: inout [Diagnostic]) -> PreviewRenderer {
        let renderer = makeRenderer(reusing: remembered)
        diagnostics += renderer.diagnostics
        return renderer
    }

    private func makeRenderer(reusing remembered: PreviewRenderer?) -> PreviewRenderer {
        if let remembered, remembered.scopeKey == swiftFiles.scopeKey { return remembered }
        let options = context.options
        var found: [Diagnostic] = []
        let rendering = PreviewRendering(
            swiftFiles: swiftFiles.files, cache: options.cacheDirectory.flatMap { SwiftBlockCache(root: $0) },
            siteKey: options.source.standardizedFileURL.path, diagnostics: &found)
        return PreviewRenderer(scopeKey: swiftFiles.scopeKey, rendering: rendering, diagnostics: found)
    }
}
