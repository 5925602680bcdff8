/// Trims the cache of Swift blocks' outcomes to `--cache-limit`, least recently used first,
/// once the first pass has used (and added to) it.
///
/// - Takes: the preview renderer.
/// - Gives: nothing.
/// - Reuses: runs only in a build with no renderer remembered, the first of its process:
///   `galley serve`'s rebuilds add little to the cache, and listing it would cost every
///   save a few milliseconds.
struct PruneSnippetCache {
    let context: BuildContext
    let renderer: PreviewRenderer

    func run(comparingWith remembered: PreviewRenderer?) {
        if remembered == nil { renderer.rendering.pruneCache(toBytes: context.options.cacheLimit) }
    }
}
