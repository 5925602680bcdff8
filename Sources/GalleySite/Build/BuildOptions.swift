import Foundation

/// What to build and how.
public struct BuildOptions: Sendable {
    /// The site root: holds `content/` and, optionally, `templates/`.
    public var source: URL
    /// How `source` is shown in diagnostics ("" for the current directory, "mysite/").
    public var displayPrefix: String
    /// Replaces `base_url` from site.yml.
    public var baseURL: String?
    /// Whether articles marked `draft: true` are published.
    public var includeDrafts: Bool
    /// How many articles are processed at once.
    public var jobs: Int
    /// `SOURCE_DATE_EPOCH`, when set: the feed's `lastBuildDate`.
    public var sourceDateEpoch: Date?
    /// Where what Swift blocks came to (previews, problems, highlighting) is kept between
    /// builds; nil works every block out afresh. `galley` passes
    /// ``SwiftBlockCache/defaultRoot(environment:)`` unless told otherwise.
    public var cacheDirectory: URL?
    /// How large the cache may grow, in bytes.
    public var cacheLimit: Int = SwiftBlockCache.defaultLimit

    public init(
        source: URL, displayPrefix: String = "", baseURL: String? = nil, includeDrafts: Bool = false,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, sourceDateEpoch: Date? = nil,
        cacheDirectory: URL? = nil
    ) {
        self.cacheDirectory = cacheDirectory
        self.source = source
        self.displayPrefix = displayPrefix
        self.baseURL = baseURL
        self.includeDrafts = includeDrafts
        self.jobs = max(1, jobs)
        self.sourceDateEpoch = sourceDateEpoch
    }
}

/// The outcome of a build: every file of the site (nothing is written yet) and every
/// problem found.
public struct BuildResult: Sendable {
    /// Site path -> bytes, e.g. "articles/card/index.html".
    public var files: [String: Data]
    /// In display order.
    public var diagnostics: [Diagnostic]
    /// How many articles were published.
    public var articleCount: Int
    /// How many articles were parsed and prepared (the first pass) by this build; the
    /// others were reused from the memory of an earlier one.
    public var parsedArticles: Int
    /// How many articles had their links resolved and their body written (the second
    /// pass): the parsed ones, and those whose links looked up something that changed.
    public var resolvedArticles: Int
    /// How many pages were rendered from templates by this build; the others were reused.
    public var renderedPages: Int
    /// How many article files were read; the others were settled and had the stamp the
    /// last build read them with.
    var readArticles = 0
    /// Whether the search index was made; false when the previous site's was linked.
    var madeSearchIndex = true

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A problem with the environment rather than the content (exit status 2).
/// `LocalizedError`, so that where it is reported through `localizedDescription` (a
/// failed write, which `galley build` words as "cannot write site: …") it says what failed.
public struct EnvironmentError: LocalizedError, CustomStringConvertible {
    public var description: String
    public var errorDescription: String? { description }
    public init(_ description: String) { self.description = description }
}
