import Foundation
import Yams

/// `content/site.yml`: the site's title, description, base URL, author and language.
public struct SiteConfig: Sendable {
    public var title: String
    public var description: String
    /// Absolute URL the site is published at, always ending with "/".
    public var baseURL: String
    public var author: String
    public var language: String
    /// Whether site.yml names a `base_url` (valid or not).
    public var hasBaseURL = false
    /// `unsafe_html: true`: raw HTML in articles is kept as written, scripts and all. By
    /// default it is filtered as GitHub filters it (`RawHTMLFilter`).
    public var keepsUnsafeHTML = false
    /// `kind:`: a documentation site or a blog (the default).
    public var kind: SiteKind = .blog
    /// `sections:`: the sections named in site.yml, in their order.
    public var sections: [SectionEntry] = []
    /// `favicon:`: a path under `content/` for the site's icon, else the theme's.
    public var favicon: String?
    /// What to report when `favicon` names no file of `content/` (known only once the
    /// build has listed the folder).
    var missingFavicon: Diagnostic?

    static let knownKeys: Set<String> = [
        "title", "description", "base_url", "author", "language", "unsafe_html", "kind", "sections", "favicon",
    ]

    /// Reads `site.yml`; problems become diagnostics and defaults stand in.
    static func load(from source: SourceText?, diagnostics: inout [Diagnostic]) -> SiteConfig {
        var config = SiteConfig(title: "Untitled", description: "", baseURL: "/", author: "", language: "en")
        guard let source else { return config }
        guard let mapping = YAMLMapping.parse(source.text, in: source, lineOffset: 0, diagnostics: &diagnostics)
        else { return config }
        mapping.warnAboutUnknownKeys(known: knownKeys, diagnostics: &diagnostics)
        if let title = mapping.string("title", diagnostics: &diagnostics) { config.title = title }
        if let text = mapping.string("description", diagnostics: &diagnostics) { config.description = text }
        if let author = mapping.string("author", diagnostics: &diagnostics) { config.author = author }
        if let language = mapping.string("language", diagnostics: &diagnostics) { config.language = language }
        config.readStructure(from: mapping, diagnostics: &diagnostics)
        if let entry = mapping.entry("favicon"), let path = mapping.string("favicon", diagnostics: &diagnostics) {
            let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
            config.favicon = relative
            config.missingFavicon = mapping.diagnostic(
                .error, at: entry.value.mark, length: max(path.utf8.count, 1),
                "favicon '\(path)' is not a file in content/")
        }
        config.hasBaseURL = mapping.entry("base_url") != nil
        if let entry = mapping.entry("unsafe_html") {
            if let value = entry.value.scalar.flatMap({ Bool.construct(from: $0) }) {
                config.keepsUnsafeHTML = value
            } else {
                diagnostics.append(
                    mapping.diagnostic(.error, at: entry.value.mark, "'unsafe_html' must be true or false"))
            }
        }
        if let entry = mapping.entry("base_url"), let url = mapping.string("base_url", diagnostics: &diagnostics) {
            if let normalized = normalizedBaseURL(url) {
                config.baseURL = normalized
            } else {
                diagnostics.append(
                    mapping.diagnostic(
                        .error, at: entry.value.mark, length: url.utf8.count,
                        "base_url must be an absolute http(s) URL such as https://example.org/docs/"))
            }
        }
        return config
    }

    /// `https://example.org/docs` -> `https://example.org/docs/`; nil when not an absolute
    /// http(s) URL.
    public static func normalizedBaseURL(_ text: String) -> String? {
        guard let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty, components.query == nil, components.fragment == nil
        else { return nil }
        return text.hasSuffix("/") ? text : text + "/"
    }

    /// The path part of the base URL ("/docs/"), for pages served at any path (404.html).
    public var basePath: String {
        guard let components = URLComponents(string: baseURL) else { return "/" }
        let path = components.path
        if path.isEmpty { return "/" }
        return path.hasSuffix("/") ? path : path + "/"
    }
}
