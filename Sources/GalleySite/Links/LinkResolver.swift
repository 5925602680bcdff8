import Foundation
import GalleyMarkdown
import GalleySnippets
import GalleySpelling

/// Resolves the links an author writes (`other.md`, `../guides/x.md#anchor`, `image.png`,
/// `#section`) to the pages and files of the site, and reports the ones that go nowhere.
struct LinkResolver {
    /// Articles by content path ("articles/card.md").
    let pagesByContentPath: [String: PreparedArticle]
    /// Articles by site path ("articles/card/").
    let pagesBySitePath: [String: PreparedArticle]
    /// Files copied as they are, by content path.
    let assets: Set<String>
    /// Whether drafts are part of this build.
    let includesDrafts: Bool

    init(pages: [PreparedArticle], assets: Set<String>, includesDrafts: Bool) {
        var byContentPath: [String: PreparedArticle] = [:]
        var bySitePath: [String: PreparedArticle] = [:]
        for page in pages {
            byContentPath[page.article.contentPath] = page
            bySitePath[page.article.sitePath] = page
        }
        self.pagesByContentPath = byContentPath
        self.pagesBySitePath = bySitePath
        self.assets = assets
        self.includesDrafts = includesDrafts
    }

    /// Where a link leads.
    enum Target: Equatable {
        /// A page or file of this site: its site path and an optional fragment.
        case site(path: String, fragment: String?)
        /// A fragment of the same page.
        case fragment(String)
        /// Somewhere else on the web; left as written.
        case external
    }

    /// URL schemes that run script when followed; refused in links and, in raw HTML,
    /// neutralised (`RawHTMLFilter`).
    static let scriptSchemes = ["javascript", "vbscript"]

    /// Resolves `url` written in `page`. Problems are returned as messages.
    /// What the resolution read from the rest of the site goes into `dependencies`.
    func resolve(_ url: String, in page: PreparedArticle, isImage: Bool, dependencies: inout LinkDependencies)
        -> Result<Target, LinkError>
    {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .failure(.empty) }
        if let scheme = Self.scheme(of: trimmed) {
            let lowered = scheme.lowercased()
            if Self.scriptSchemes.contains(lowered) || (lowered == "data" && !isImage) {
                return .failure(.unsafeScheme(lowered))
            }
            return .success(.external)
        }
        if trimmed.hasPrefix("//") { return .success(.external) }

        var pathPart = trimmed
        var fragment: String?
        if let hash = pathPart.firstIndex(of: "#") {
            fragment = String(pathPart[pathPart.index(after: hash)...])
            pathPart = String(pathPart[..<hash])
        }
        if let question = pathPart.firstIndex(of: "?") { pathPart = String(pathPart[..<question]) }
        let decodedFragment = fragment.map { $0.removingPercentEncoding ?? $0 }

        if pathPart.isEmpty {
            let id = decodedFragment ?? ""
            guard id.isEmpty || page.anchors.contains(id) else {
                return .failure(.missingAnchor(id, in: page.article.contentPath, known: page.anchors))
            }
            return .success(.fragment(fragment ?? ""))
        }

        let decodedPath = pathPart.removingPercentEncoding ?? pathPart
        guard let contentPath = Self.normalize(decodedPath, relativeTo: page.article.contentPath) else {
            return .failure(.outsideContent(decodedPath))
        }
        let lowered = contentPath.lowercased()
        if lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown") {
            dependencies.articles.insert(contentPath)
            guard let target = pagesByContentPath[contentPath] else {
                dependencies.dependsOnEverything = true
                let suggestion = Suggestion.didYouMean(contentPath, among: pagesByContentPath.keys)
                return .failure(.missingArticle(decodedPath, suggestion: suggestion))
            }
            if target.article.isDraft && !includesDrafts {
                return .failure(.draft(decodedPath))
            }
            if let id = decodedFragment, !id.isEmpty, !target.anchors.contains(id) {
                return .failure(.missingAnchor(id, in: contentPath, known: target.anchors))
            }
            return .success(.site(path: target.article.sitePath, fragment: fragment))
        }
        let directoryIndex = contentPath.isEmpty ? "index.md" : contentPath + "/index.md"
        dependencies.articles.formUnion([directoryIndex, contentPath + ".md"])
        dependencies.assets.insert(contentPath)
        if let target = pagesByContentPath[directoryIndex] ?? pagesByContentPath[contentPath + ".md"],
            !target.article.isDraft || includesDrafts
        {
            return .success(.site(path: target.article.sitePath, fragment: fragment))
        }
        guard assets.contains(contentPath) else {
            return .failure(.missingFile(decodedPath))
        }
        return .success(.site(path: contentPath, fragment: fragment))
    }

    /// The scheme of an absolute URL ("https", "mailto"), nil for a relative reference.
    static func scheme(of url: String) -> String? {
        guard let colon = url.firstIndex(of: ":") else { return nil }
        let candidate = url[..<colon]
        guard let first = candidate.first, first.isLetter,
            candidate.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
        else { return nil }
        return String(candidate)
    }

    /// Resolves `path` against the folder of `base` (both relative to `content/`); a path
    /// starting with "/" is taken from `content/`. Nil when it climbs out of `content/`.
    static func normalize(_ path: String, relativeTo base: String) -> String? {
        var segments: [Substring]
        if path.hasPrefix("/") {
            segments = []
        } else {
            segments = base.split(separator: "/")
            segments.removeLast()
        }
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..":
                guard !segments.isEmpty else { return nil }
                segments.removeLast()
            default: segments.append(segment)
            }
        }
        return segments.joined(separator: "/")
    }
}

/// Why a link could not be resolved, worded for the author.
enum LinkError: Error, Equatable {
    case empty
    case unsafeScheme(String)
    case outsideContent(String)
    /// `suggestion` is the "; did you mean …" ending, or empty.
    case missingArticle(String, suggestion: String)
    case missingFile(String)
    case missingAnchor(String, in: String, known: Set<String>)
    case draft(String)

    var message: String {
        switch self {
        case .empty:
            return "link has no destination"
        case .unsafeScheme(let scheme):
            return "'\(scheme):' URLs are not allowed; the link was removed"
        case .outsideContent(let path):
            return "link to '\(path)' leaves the content folder"
        case .missingArticle(let path, let suggestion):
            return "link to missing article '\(path)'" + suggestion
        case .missingFile(let path):
            return "link to missing file '\(path)'"
        case .missingAnchor(let id, let path, let known):
            let suggestion = Suggestion.didYouMean(id, among: known, prefix: "#")
            return "no heading with anchor '#\(id)' in '\(path)'\(suggestion)"
        case .draft(let path):
            return "link to '\(path)', which is a draft; build with --drafts or publish it"
        }
    }
}
