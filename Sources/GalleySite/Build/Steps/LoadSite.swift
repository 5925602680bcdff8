import Foundation

/// The site as the build starts from it: its configuration, its theme and what
/// `content/` holds.
struct LoadedSite {
    /// `content/`, and its path with a slash at the end: paths as strings, since building
    /// a URL per file costs more than reading it.
    let contentDirectory: URL
    let contentFolder: String
    let config: SiteConfig
    let theme: Theme
    let tree: ContentTree
    /// The files copied as they are, for links to resolve against.
    let assets: Set<String>
    /// Everything the articles' passes depend on besides the articles and `.swift` files:
    /// site.yml and the options. When it changes, no article is reused.
    let articlesKey: String
    /// Everything every page depends on: site.yml, the options and the theme. When it
    /// changes, no page is reused.
    let pagesKey: String
    /// When the build started listing and reading the articles (see `ReadArticles`).
    let readStarted: FileStamp.Instant
}

/// The first step: checks the site's folders, reads `content/site.yml` and the theme, and
/// lists `content/`.
///
/// - Takes: the options.
/// - Gives: a `LoadedSite`; site.yml's and the theme's problems go into the diagnostics.
/// - Reuses: the last build's theme while the site's templates are the same
///   (`Theme.load(reusing:)`): parsing them is most of what a small rebuild would cost.
/// - Throws: `EnvironmentError` when the site's folders cannot be read or `--base-url` is
///   not an absolute URL.
struct LoadSite {
    /// The step's part of the build memory.
    struct Memory {
        var theme: Theme?
    }

    let context: BuildContext

    func run(reusing memory: Memory, diagnostics: inout [Diagnostic]) throws -> LoadedSite {
        let options = context.options
        let contentDirectory = try checkedContentDirectory()
        let (loadedConfig, configText) = loadConfig(contentDirectory, diagnostics: &diagnostics)
        var config = loadedConfig
        if let baseURL = options.baseURL {
            guard let normalized = SiteConfig.normalizedBaseURL(baseURL) else {
                throw EnvironmentError("--base-url must be an absolute http(s) URL such as https://example.org/docs/")
            }
            config.baseURL = normalized
        }
        let theme = Theme.load(
            siteTemplates: options.source.appendingPathComponent("templates"), displayPrefix: options.displayPrefix,
            reusing: memory.theme)
        diagnostics += theme.diagnostics
        let articlesKey = [configText, options.baseURL ?? "", "\(options.includeDrafts)", options.displayPrefix]
            .joined(separator: "\u{0}")
        let readStarted = FileStamp.Instant.now()
        let tree = try ContentTree.scan(contentDirectory)
        return LoadedSite(
            contentDirectory: contentDirectory, contentFolder: contentDirectory.path + "/", config: config,
            theme: theme, tree: tree, assets: Set(tree.assetFiles), articlesKey: articlesKey,
            pagesKey: articlesKey + "\u{0}" + theme.fingerprint, readStarted: readStarted)
    }

    /// `content/`, once it is known to be a readable folder inside a folder.
    private func checkedContentDirectory() throws -> URL {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let source = context.options.source
        let displayPrefix = context.options.displayPrefix
        guard fileManager.fileExists(atPath: source.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw EnvironmentError("no such directory: \(source.path)")
        }
        let contentDirectory = source.appendingPathComponent("content")
        guard fileManager.fileExists(atPath: contentDirectory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw EnvironmentError("\(displayPrefix)content/ not found: a Galley site keeps its articles in content/")
        }
        guard fileManager.isReadableFile(atPath: contentDirectory.path) else {
            throw EnvironmentError("cannot read \(displayPrefix)content/")
        }
        return contentDirectory
    }

    /// The site's configuration, and the text it was read from ("" without a site.yml).
    private func loadConfig(_ contentDirectory: URL, diagnostics: inout [Diagnostic]) -> (SiteConfig, String) {
        let url = contentDirectory.appendingPathComponent("site.yml")
        let displayPath = context.options.displayPrefix + "content/site.yml"
        guard let data = FileManager.default.contents(atPath: url.path) else {
            diagnostics.append(
                Diagnostic(
                    file: displayPath, line: 1, column: 1, severity: .warning,
                    message: "no site.yml: the site has no title and the feed no absolute URLs"))
            return (SiteConfig.load(from: nil, diagnostics: &diagnostics), "")
        }
        let source = SourceText(
            displayPath: displayPath, text: SourceText.normalizingLineBreaks(String(decoding: data, as: UTF8.self)))
        let config = SiteConfig.load(from: source, diagnostics: &diagnostics)
        if !config.hasBaseURL, context.options.baseURL == nil {
            diagnostics.append(
                source.diagnostic(
                    .warning, line: 1, column: 1,
                    "no 'base_url': the feed and sitemap need the absolute URL the site is published at"))
        }
        return (config, source.text)
    }
}
