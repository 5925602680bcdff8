/// The site's graph, with what the pages show of other articles.
struct SiteNavigation {
    let graph: SiteGraph
    /// What the pages show of other articles (`NavigationKey`), in a build that another
    /// follows.
    let navigationKey: String?
    /// Whether that is what the last build's pages showed, under the same site.yml, options
    /// and theme: then only the pages of the articles this build rendered can show
    /// anything new.
    let held: Bool
}

/// Builds the site's graph (`SiteGraph`): sections, tags, backlinks, neighbours.
///
/// - Takes: the published pages and site.yml.
/// - Gives: `SiteNavigation`.
/// - Reuses: the last build's graph, with this build's pages put in it, while no article's
///   title, place, tags or links changed (the same `NavigationKey`) and site.yml, the
///   options and the theme are the same.
struct BuildSiteGraph {
    /// The step's part of the build memory.
    struct Memory {
        /// `LoadedSite.pagesKey` of the build that left the rest.
        var pagesKey: String?
        var navigationKey: String?
        /// The graph, and the published pages it was made of (in build order), in a build
        /// that another follows.
        var graph: (graph: SiteGraph, published: [ArticlePage])?
    }

    let context: BuildContext
    let site: LoadedSite
    let published: PublishedArticles

    func run(reusing memory: Memory) -> SiteNavigation {
        let pages = published.pages
        let navigationKey = context.forLaterBuilds ? NavigationKey.of(pages) : nil
        let held = navigationKey != nil && memory.pagesKey == site.pagesKey && memory.navigationKey == navigationKey
        guard held, let last = memory.graph, last.published.count == pages.count else {
            return SiteNavigation(
                graph: SiteGraph(published: pages, config: site.config), navigationKey: navigationKey, held: held)
        }
        var positions: [ObjectIdentifier: Int] = [:]
        positions.reserveCapacity(pages.count)
        for (position, page) in last.published.enumerated() { positions[ObjectIdentifier(page)] = position }
        let graph = last.graph.replacingPages { page in
            positions[ObjectIdentifier(page)].map { pages[$0] } ?? page
        }
        return SiteNavigation(graph: graph, navigationKey: navigationKey, held: held)
    }

    /// What the memory keeps of this step for the next build.
    static func remembered(
        _ navigation: SiteNavigation, of site: LoadedSite, published: PublishedArticles, context: BuildContext
    ) -> Memory {
        Memory(
            pagesKey: site.pagesKey, navigationKey: navigation.navigationKey,
            graph: context.forLaterBuilds ? (navigation.graph, published.pages) : nil)
    }
}
