import Foundation
import GalleyLocking

/// What one build leaves for the next, so that the next does only what its changes touch.
/// `galley serve` keeps one between its rebuilds: a saved article is read and rendered
/// again, with the pages that list or link it, while every other article, preview and
/// page is reused. A build with a fresh memory is a full build, and a build that reuses
/// one gives the same files and diagnostics as a full build of the same sources.
///
/// One build uses a memory at a time; a second waits for the first (the memory's state is
/// `Locked` for the whole build, which the compiler checks).
public final class BuildMemory: Sendable {
    /// What the last build left: one part per step that reuses anything, owned by that
    /// step (see each step's `Memory`). The steps that update their part in place
    /// (`WriteSiteWideFiles`, `WriteSearchIndex`) do so as they run; `SiteBuilder` sets the
    /// others once the build can no longer fail, so that a build that throws leaves them as
    /// the last build left them.
    struct State {
        var site = LoadSite.Memory()
        /// `MakePreviewRenderer`'s: the last build's renderer.
        var previews: PreviewRenderer?
        var articles = ReadArticles.Memory()
        var links = ResolveLinks.Memory()
        var pageURLs = PublishArticles.Memory()
        var navigation = BuildSiteGraph.Memory()
        var pages = RenderPages.Memory()
        var siteFiles = WriteSiteWideFiles.Memory()
        /// `WriteSearchIndex`'s: the search index, for the next build to update rather than
        /// make again.
        var searchIndex: SearchIndexMemory?
    }

    /// The state, held by one build at a time.
    let state = Locked(State())
    /// Whether a later build will reuse this one's pages: `galley build` and `galley check`
    /// build once, and making a key for every page (its data encoded and hashed) would be
    /// work no build compares.
    let keepsPageKeys: Bool

    public init() {
        keepsPageKeys = true
    }

    /// A memory for one build and no other.
    static func forOneBuild() -> BuildMemory {
        BuildMemory(keepsPageKeys: false)
    }

    private init(keepsPageKeys: Bool) {
        self.keepsPageKeys = keepsPageKeys
    }
}

/// A page rendered from a template, with the key of everything it was rendered from.
struct RenderedPage {
    var key: String
    var data: Data
}
