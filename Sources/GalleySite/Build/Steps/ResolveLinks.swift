import Foundation

/// What the second pass did.
struct ResolvedLinks {
    /// The indices of the records it rendered.
    var rendered: [Int]
    /// Whether what links resolve against was the last build's.
    var linksHeld: Bool
    /// What links could resolve against in this build, for the next to compare.
    var world: LinkWorld
    /// What links were resolved against, in a build that another follows.
    var links: LinkContext?
}

/// The second pass (`ArticleRendering`), in parallel: links resolved against every
/// article's first pass, and each template filled with them.
///
/// - Takes: the articles after the first pass, the copied files and the base URL.
/// - Gives: each rendered article's body and problems, in its record; `ResolvedLinks`.
/// - Reuses: what links resolve against (`LinkContext`) while every article shows the
///   rest of the site the same shape; otherwise that is made again and compared with the
///   last build's `LinkWorld`, and only the articles whose links looked up something that
///   changed (besides those the first pass prepared) are rendered again. The others keep
///   their record's body. Its memory holds while site.yml and the options are the same.
struct ResolveLinks {
    /// The step's part of the build memory.
    struct Memory {
        /// `LoadedSite.articlesKey` of the build that left the rest.
        var key: String?
        var world = LinkWorld()
        /// What the last build resolved links against.
        var links: LinkContext?
    }

    let context: BuildContext
    let site: LoadedSite

    /// In a build that no other follows, what the links were resolved against (every first
    /// pass, templates and all) is let go of when this returns, not when the whole build does.
    func run(over articles: inout ArticleRecords, reusing memory: Memory) -> ResolvedLinks {
        context.report("resolving links")
        let last = memory.key == site.articlesKey ? memory : Memory()
        let prepared = articles.records.map { $0.prepared }
        var links: LinkContext
        let changes: LinkWorld.Changes
        let linksHeld = last.links?.holds(for: prepared, assets: site.assets) == true
        if linksHeld, let lastLinks = last.links {
            links = lastLinks
            links.prepared = prepared
            changes = LinkWorld.Changes()
        } else {
            links = LinkContext(prepared: prepared, assets: site.assets, includesDrafts: context.options.includeDrafts)
            changes = links.world.changes(since: last.world)
        }
        let toRender = articlesToRender(articles, changes: changes, carried: links.carried)
        let resolver = links.resolver
        let symbols = links.symbols
        let carried = links.carried
        let baseURL = site.config.baseURL
        let rendered = context.runPass(over: toRender.map { articles.records[$0].prepared }) { page, found in
            ArticleRendering.render(
                page, resolver: resolver, symbols: symbols, baseURL: baseURL,
                carriedByFeed: carried.contains(page.article.contentPath), diagnostics: &found)
        }
        for (index, (body, found)) in zip(toRender, rendered) {
            articles.records[index].body = body
            articles.records[index].renderDiagnostics = found
            // Only a later build fills the template again.
            if !context.forLaterBuilds {
                articles.records[index].prepared = articles.records[index].prepared.forgettingSecondPassInput()
            }
        }
        return ResolvedLinks(
            rendered: toRender, linksHeld: linksHeld, world: links.world,
            links: context.forLaterBuilds ? links : nil)
    }

    /// The published articles the second pass renders, in order: those the first pass
    /// prepared, those without a body, and those whose links looked up something that
    /// `changes` holds.
    private func articlesToRender(
        _ articles: ArticleRecords, changes: LinkWorld.Changes, carried: Set<String>
    ) -> [Int] {
        var secondPass = articles.preparedNow
        for (index, record) in articles.records.enumerated() where context.isPublished(record.prepared) {
            guard let body = record.body else {
                secondPass.insert(index)
                continue
            }
            // An article the feed now carries needs its body with absolute links.
            if body.linkDependencies.isAffected(by: changes)
                || (body.feedContent == nil && carried.contains(record.prepared.article.contentPath))
            {
                secondPass.insert(index)
            }
        }
        return secondPass.sorted().filter { context.isPublished(articles.records[$0].prepared) }
    }

    /// What the memory keeps of this step for the next build.
    static func remembered(_ resolved: ResolvedLinks, of site: LoadedSite) -> Memory {
        Memory(key: site.articlesKey, world: resolved.world, links: resolved.links)
    }
}
