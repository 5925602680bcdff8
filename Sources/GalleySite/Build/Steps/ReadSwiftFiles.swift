/// The site's `.swift` files, in scope for every article's previews.
struct SwiftFiles {
    let files: [PreviewRendering.SwiftFile]
    /// `PreviewRendering.scopeKey` of the files.
    let scopeKey: String
    /// Whether they differ from the last build's: its previews may draw differently now.
    let changed: Bool
}

/// Reads the `.swift` files under `content/`, before the articles.
///
/// - Takes: the loaded site's content tree.
/// - Gives: `SwiftFiles`; an unreadable file goes into the diagnostics.
/// - Reuses: nothing itself; it compares the files with those of the last build's
///   preview renderer (`MakePreviewRenderer`'s memory), and when they differ starts making
///   the snippet library's registry on another core, while the articles are read: made
///   first, on its own, it kept the other core idle for a fiftieth of a build.
struct ReadSwiftFiles {
    let context: BuildContext
    let site: LoadedSite

    func run(comparingWith remembered: PreviewRenderer?, diagnostics: inout [Diagnostic]) -> SwiftFiles {
        let files = PreviewRendering.readSwiftFiles(
            site.tree.swiftFiles, in: site.contentDirectory, displayPrefix: context.options.displayPrefix,
            diagnostics: &diagnostics)
        let scopeKey = PreviewRendering.scopeKey(of: files)
        let changed = remembered?.scopeKey != scopeKey
        if changed { PreviewRendering.prepareLibraryInBackground() }
        return SwiftFiles(files: files, scopeKey: scopeKey, changed: changed)
    }
}
