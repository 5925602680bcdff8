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
    /// An article as the last build left it: its bytes, what each pass made of it (no
    /// second pass for a draft left out of the build), and the problems each step found.
    struct RememberedArticle {
        /// The file's bytes, to compare with the next build's; empty in a build that no
        /// other follows (`keepsPageKeys` false).
        var data: Data
        /// The file's stamp when it was read; nil for a link or in a build that no other follows.
        var stamp: FileStamp?
        var prepared: PreparedArticle
        var body: RenderedBody?
        var loadDiagnostics: [Diagnostic]
        var prepareDiagnostics: [Diagnostic] = []
        var renderDiagnostics: [Diagnostic] = []
        /// The page made of both passes, in a build that another follows.
        var page: ArticlePage?
    }

    /// The site's `.swift` files, the preview renderer made from them, and its problems.
    struct RememberedPreviews {
        var scopeKey: String
        var rendering: PreviewRendering
        var diagnostics: [Diagnostic]
    }

    /// Site-wide files the last build made that a save seldom changes.
    struct RememberedSiteFiles {
        /// The prepared articles whose pictures `previewFiles` holds, in build order.
        var previewSources: [PreparedArticle] = []
        var previewFiles: [String: Data] = [:]
        /// sitemap.xml, with the key of what it shows (site.yml, the options, the theme
        /// and the navigation key).
        var sitemap: (key: String, data: Data)?
        /// previews.json, and the pages (in build order) whose entries it holds.
        var manifest: (pages: [ArticlePage], data: Data)?
    }

    /// What the last build left.
    struct State {
        /// Everything the articles' passes depend on besides the articles and `.swift` files:
        /// site.yml, the options. When it changes, no article is reused.
        var articlesKey: String?
        /// Everything every page depends on: site.yml, the options and the theme. When it
        /// changes, no page is reused.
        var pagesKey: String?
        var previews: RememberedPreviews?
        var theme: Theme?
        /// Content path -> the article.
        var articles: [String: RememberedArticle] = [:]
        var linkWorld = LinkWorld()
        /// What the last build resolved links against (`LinkContext`).
        var links: LinkContext?
        /// Whether the last build found no two pages at one URL.
        var urlsWereUnique = false
        var renderedPages: [String: RenderedPage] = [:]
        /// What the pages showed of other articles (`NavigationKey`).
        var navigationKey: String?
        /// The site's graph, and the published pages it was made of (in build order).
        var graph: (graph: SiteGraph, published: [ArticlePage])?
        var siteFiles = RememberedSiteFiles()
        /// The search index, for the next build to update rather than make again.
        var searchIndex: SearchIndexMemory?
        /// When the last build started listing and reading the articles: an article whose
        /// stamp is that build's and was settled by then is not read again.
        var readStarted: FileStamp.Instant?
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
