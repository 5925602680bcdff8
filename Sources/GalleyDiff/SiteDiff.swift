import Foundation
import GalleySite

/// What changed between two builds of a site, article by article: previews added,
/// removed or drawn differently, and pages whose text changed. Previews pair by article
/// and position, so an edited snippet pairs with the picture it used to draw.
public struct SiteDiff: Equatable, Sendable {
    /// The articles with a change, by content path.
    public var articles: [ArticleChange]

    /// Whether the two builds show the same pictures and the same text.
    public var isEmpty: Bool { articles.isEmpty }

    /// What happened to a page as a whole.
    public enum PageChange: String, Sendable {
        case added, removed, changed, unchanged
    }

    /// What happened to one preview.
    public enum PreviewChangeKind: String, Sendable {
        case added, removed, changed
    }

    /// An article with at least one change.
    public struct ArticleChange: Equatable, Sendable {
        /// The Markdown file, relative to `content/`.
        public var source: String
        /// The page, relative to the site's root, in the new build (the old one when removed).
        public var url: String
        public var title: String
        /// The page itself: added, removed, its text changed, or unchanged (only pictures changed).
        public var page: PageChange
        /// The previews that changed, in page order.
        public var previews: [PreviewChange]
    }

    /// One preview added, removed or drawn differently.
    public struct PreviewChange: Equatable, Sendable {
        /// 1-based position of the preview in its article.
        public var position: Int
        public var kind: PreviewChangeKind
        public var old: PreviewManifest.Preview?
        public var new: PreviewManifest.Preview?
        /// What changed in each picture, by scheme ("light", "dark").
        public var regions: [String: ChangedRegions]

        /// The preview as the new build shows it, else as the old one did.
        public var current: PreviewManifest.Preview? { new ?? old }
    }

    /// Compares the manifests of an old and a new build.
    public init(old: PreviewManifest, new: PreviewManifest) {
        let oldArticles = Dictionary(old.articles.map { ($0.source, $0) }) { first, _ in first }
        let newArticles = Dictionary(new.articles.map { ($0.source, $0) }) { first, _ in first }
        let sources = Set(oldArticles.keys).union(newArticles.keys).sorted()
        articles = sources.compactMap { source in
            Self.compare(oldArticles[source], newArticles[source])
        }
    }

    private static func compare(
        _ old: PreviewManifest.Article?, _ new: PreviewManifest.Article?
    ) -> ArticleChange? {
        guard let article = new ?? old else { return nil }
        let page: PageChange =
            switch (old, new) {
            case (nil, _): .added
            case (_, nil): .removed
            case (let old?, let new?): old.text == new.text ? .unchanged : .changed
            }
        let oldPreviews = old?.previews ?? []
        let newPreviews = new?.previews ?? []
        var changes: [PreviewChange] = []
        for index in 0..<max(oldPreviews.count, newPreviews.count) {
            let before = index < oldPreviews.count ? oldPreviews[index] : nil
            let after = index < newPreviews.count ? newPreviews[index] : nil
            if let change = compare(before, after, position: index + 1) { changes.append(change) }
        }
        guard page != .unchanged || !changes.isEmpty else { return nil }
        return ArticleChange(
            source: article.source, url: article.url, title: article.title, page: page, previews: changes)
    }

    private static func compare(
        _ old: PreviewManifest.Preview?, _ new: PreviewManifest.Preview?, position: Int
    ) -> PreviewChange? {
        switch (old, new) {
        case (nil, nil):
            return nil
        case (nil, let new?):
            return PreviewChange(position: position, kind: .added, old: nil, new: new, regions: [:])
        case (let old?, nil):
            return PreviewChange(position: position, kind: .removed, old: old, new: nil, regions: [:])
        case (let old?, let new?):
            // Picture files are named by their content: the same name is the same picture.
            guard old.light?.file != new.light?.file || old.dark?.file != new.dark?.file else { return nil }
            var regions: [String: ChangedRegions] = [:]
            for (scheme, before, after) in [("light", old.light, new.light), ("dark", old.dark, new.dark)] {
                guard before?.file != after?.file else { continue }
                regions[scheme] = ChangedRegions(old: before, new: after)
            }
            return PreviewChange(position: position, kind: .changed, old: old, new: new, regions: regions)
        }
    }
}

extension SiteDiff {
    /// How many previews changed in each way, and how many pages' text changed.
    public struct Counts: Equatable, Sendable {
        public var added = 0
        public var removed = 0
        public var changed = 0
        public var pages = 0

        public init(added: Int = 0, removed: Int = 0, changed: Int = 0, pages: Int = 0) {
            self.added = added
            self.removed = removed
            self.changed = changed
            self.pages = pages
        }
    }

    public var counts: Counts {
        var counts = Counts()
        for article in articles {
            if article.page != .unchanged { counts.pages += 1 }
            for preview in article.previews {
                switch preview.kind {
                case .added: counts.added += 1
                case .removed: counts.removed += 1
                case .changed: counts.changed += 1
                }
            }
        }
        return counts
    }
}
