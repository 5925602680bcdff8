import Foundation
import GalleyLocking
import GalleySVG
import GalleySnippets
import GalleyUI

/// Turns the Swift blocks of every article into preview pictures: evaluates them with
/// the site's own `.swift` components in scope, renders light and dark SVGs, and gives
/// each article the files of its pictures. Shared by the article passes, which run in
/// parallel, and kept between the builds of `galley serve` while the `.swift` files stay
/// the same.
final class PreviewRendering: Sendable {
    /// Changes every cache key when the interpreter or the library changes: the cache
    /// format, and the identity (size, modification time) of the running executable, so
    /// that a rebuilt `galley` never reuses an older one's pictures.
    static let galleyVersion: String = {
        // The preview clock (`SOURCE_DATE_EPOCH`) is part of what a picture shows.
        var version = "galley-previews-3-\(Int(PreviewClock.now.timeIntervalSince1970))"
        if let path = Bundle.main.executablePath,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        {
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            version += "-\(size)-\(modified)"
        }
        return version
    }()

    /// A site-wide `.swift` file: its content path and source.
    struct SwiftFile {
        var contentPath: String
        var source: SourceText
    }

    private let swiftFiles: [SwiftFile]
    /// Where the outcomes of Swift blocks are kept; nil works every block out afresh.
    private let cache: SwiftBlockCache?
    /// Tells one site's articles from another's in a shared cache.
    private let siteKey: String
    /// The scope every article starts from: Galley and the site's `.swift` files.
    private let initialScope: String
    private let firstEnvironmentProblem = Locked<String?>(nil)
    /// Set when the fonts cannot be loaded: the build stops with exit status 2.
    var environmentProblem: String? { firstEnvironmentProblem.withLock { $0 } }

    /// Loads the site's `.swift` files; their own errors go into `diagnostics` once.
    init(
        swiftFiles files: [SwiftFile], cache: SwiftBlockCache? = nil, siteKey: String = "",
        diagnostics: inout [Diagnostic]
    ) {
        swiftFiles = files
        self.cache = cache
        self.siteKey = siteKey
        initialScope = ContentHash.hex(Self.galleyVersion + "\u{0}" + Self.scopeKey(of: files), length: 32)
        let check = SnippetSession()
        for file in files {
            for problem in check.loadDeclarations(file.source.text, file: file.contentPath) {
                diagnostics.append(self.diagnostic(problem, in: file.source, lineOffset: 0, columnShift: 0))
            }
        }
    }

    /// Starts making the snippet library's registry (every session's vocabulary, made
    /// once per process) on another thread, for a caller with other work to do first.
    static func prepareLibraryInBackground() {
        DispatchQueue.global(qos: .userInitiated).async { _ = Registry.standard }
    }

    /// Reads the `.swift` files at `paths` under `contentDirectory`; unreadable ones are
    /// reported in `diagnostics` and left out.
    static func readSwiftFiles(
        _ paths: [String], in contentDirectory: URL, displayPrefix: String, diagnostics: inout [Diagnostic]
    ) -> [SwiftFile] {
        var files: [SwiftFile] = []
        for path in paths {
            let displayPath = displayPrefix + "content/" + path
            guard let data = FileManager.default.contents(atPath: contentDirectory.appendingPathComponent(path).path)
            else {
                diagnostics.append(
                    Diagnostic(file: displayPath, line: 1, column: 1, severity: .error, message: "cannot read the file")
                )
                continue
            }
            files.append(
                SwiftFile(
                    contentPath: path,
                    source: SourceText(
                        displayPath: displayPath,
                        text: SourceText.normalizingLineBreaks(String(decoding: data, as: UTF8.self)))))
        }
        return files
    }

    /// Identifies a set of `.swift` files by their paths and text: previews drawn with one
    /// set in scope stay valid for as long as it is the same.
    static func scopeKey(of files: [SwiftFile]) -> String {
        files.map { "\($0.contentPath)\n\($0.source.text)" }.joined(separator: "\u{0}")
    }

    /// A fresh scope for one article, with the outcomes the cache holds for its blocks.
    func scope(forArticle contentPath: String) -> ArticlePreviews {
        let articleID = ContentHash.hex(siteKey + "\u{0}" + contentPath, length: 32)
        return ArticlePreviews(
            rendering: self, articleID: articleID, scopeKey: initialScope,
            cached: cache?.outcomes(forArticle: articleID) ?? [:])
    }

    /// A session with the site's components declared, for an article's snippets.
    func makeSession() -> SnippetSession {
        let session = SnippetSession()
        for file in swiftFiles { _ = session.loadDeclarations(file.source.text, file: file.contentPath) }
        return session
    }

    /// Keeps what an article's blocks came to for the next build, when it differs from
    /// what the cache had.
    func save(_ previews: ArticlePreviews) {
        guard let cache, previews.cacheIsStale else { return }
        cache.store(previews.outcomes, forArticle: previews.articleID)
    }

    /// Keeps the cache under its size.
    func pruneCache(toBytes limit: Int) {
        cache?.prune(toBytes: limit)
    }

    /// Works out one Swift block (checks its syntax, evaluates it after the blocks before
    /// it, draws its previews, highlights it), or reads what it came to from the cache,
    /// and reports its problems at their place in the article. Returns the `<figure>`s to
    /// put before its code and its highlighted HTML; nil when the fonts cannot be loaded.
    func render(
        _ code: String, options: PreviewOptions, in previews: ArticlePreviews, page: inout PreparedArticle.Contents,
        staging: SiteStaging? = nil, firstLine: Int, columnShift: Int, diagnostics: inout [Diagnostic]
    ) -> (figures: String, highlightedHTML: String)? {
        let kind: SnippetKind = options.isPreview ? .preview : .code
        let key = ContentHash.hex(
            [previews.scopeKey, options.key, "\(kind)", code].joined(separator: "\u{0}"), length: 32)
        let cached = previews.cachedOutcome(for: key)
        guard let outcome = cached ?? workOut(code, kind: kind, options: options, in: previews) else { return nil }
        previews.record(outcome, for: key)
        if outcome.evaluated {
            // Its declarations are in scope for the blocks after it, whether or not it drew.
            previews.blockOrigins.append((firstLine, columnShift))
            previews.joinScope(code, kind: kind, fromCache: cached != nil)
        }
        for problem in outcome.problems {
            report(
                problem, in: previews, source: page.article.source, firstLine: firstLine, columnShift: columnShift,
                diagnostics: &diagnostics)
        }
        let figures = outcome.previews.map {
            figure(for: $0, code: code, firstLine: firstLine, page: &page, staging: staging)
        }
        return (figures.joined(), outcome.highlightedHTML)
    }

    /// A block's outcome, worked out: nil when the fonts cannot be loaded.
    private func workOut(_ code: String, kind: SnippetKind, options: PreviewOptions, in previews: ArticlePreviews)
        -> SwiftBlockOutcome?
    {
        // Parsed once for the syntax check, the highlighting and the evaluation.
        let snippet = ParsedSnippet(code)
        var outcome = SwiftBlockOutcome(
            problems: snippet.syntaxDiagnostics, evaluated: false, previews: [],
            highlightedHTML: snippet.highlightedHTML)
        // Evaluating a block with syntax errors would only report them again.
        guard outcome.problems.isEmpty else { return outcome }
        outcome.evaluated = true
        let session = previews.session()
        let evaluation = session.evaluate(snippet, kind: kind)
        outcome.problems += evaluation.diagnostics
        // Warnings (a symbol with no icon) leave the preview drawn; errors stop it.
        guard !evaluation.hasErrors else { return outcome }
        var drawn: [RenderedPreview] = []
        for preview in evaluation.previews {
            switch renderPicture(preview, options: options, session: session) {
            case .drawn(let picture):
                drawn.append(picture)
            case .failed(let problems):
                outcome.problems += problems
                return outcome
            case .environmentProblem:
                return nil
            }
        }
        outcome.previews = drawn
        return outcome
    }

    private enum Drawing {
        case drawn(RenderedPreview)
        case failed([SnippetDiagnostic])
        case environmentProblem
    }

    private func renderPicture(_ preview: SnippetPreview, options: PreviewOptions, session: SnippetSession)
        -> Drawing
    {
        let schemes: [ColorScheme] =
            switch options.scheme {
            case .light: [.light]
            case .dark: [.dark]
            case .both: [.light, .dark]
            }
        var picture = RenderedPreview(name: preview.name, width: 0, height: 0, alt: "", svgs: [:], marks: [:])
        do {
            switch try session.render(preview, width: options.width, height: options.height, colorSchemes: schemes) {
            case .success(let results):
                // Both appearances and their marks draw the same outlines.
                let pathData = PathDataCache()
                for (scheme, result) in zip(schemes, results) {
                    // The picture shows the whole drawing, on the canvas of the appearance
                    // it is drawn in.
                    picture.width = Double(result.canvas.width)
                    picture.height = Double(result.canvas.height)
                    picture.alt = result.accessibilityLabel
                    picture.svgs[scheme == .dark ? "dark" : "light"] = result.svg(sharingPathDataWith: pathData)
                    picture.marks[scheme == .dark ? "dark" : "light"] = Self.marks(of: result, pathData: pathData)
                }
            case .failure(let failure):
                return .failed(failure.diagnostics)
            }
        } catch {
            firstEnvironmentProblem.withLock { $0 = $0 ?? "\(error)" }
            return .environmentProblem
        }
        picture.fileBase = RenderedPreview.fileBase(of: picture.svgs)
        return .drawn(picture)
    }

    /// Canvas colours as the marks spell them, described once per process.
    private static let canvasTexts = DescriptionCache<RGBAColor>()

    /// The marks of a drawing for `previews.json`: the canvas, then every mark, in whole
    /// points from the picture's top-left corner.
    private static func marks(of result: RenderResult, pathData: PathDataCache) -> [PreviewManifest.Mark] {
        let canvas = result.canvas
        // The canvas is known by its colour alone: a picture that grew shows that it did,
        // and outlining all of it would hide what changed on it.
        let background = "canvas " + canvasTexts.text(of: result.backgroundColor)
        let marks =
            [DrawnMark(bounds: canvas, signature: background, shape: background)]
            + result.displayList.drawnMarks(sharingPathDataWith: pathData)
        return marks.map { mark in
            let box = mark.bounds.offsetBy(dx: -canvas.minX, dy: -canvas.minY)
            let x = Int(box.minX.rounded(.down))
            let y = Int(box.minY.rounded(.down))
            return PreviewManifest.Mark(
                key: ContentHash.hex(mark.signature, length: 12), shape: ContentHash.hex(mark.shape, length: 12),
                x: x, y: y,
                width: Int(box.maxX.rounded(.up)) - x, height: Int(box.maxY.rounded(.up)) - y)
        }
    }

    /// The `<figure>` the theme styles, its files added to the site and its entry to the
    /// article's part of `previews.json`.
    private func figure(
        for preview: RenderedPreview, code: String, firstLine: Int, page: inout PreparedArticle.Contents,
        staging: SiteStaging?
    ) -> String {
        let base = preview.fileBase.isEmpty ? RenderedPreview.fileBase(of: preview.svgs) : preview.fileBase
        var urls: [String: String] = [:]
        var pictures: [String: PreviewManifest.Picture] = [:]
        for (scheme, svg) in preview.svgs {
            let path = "previews/\(base)-\(scheme).svg"
            if let staging {
                staging.write(Data(svg.utf8), at: path, namedByContent: true)
            } else {
                page.previewFiles[path] = Data(svg.utf8)
            }
            urls[scheme] = SitePaths.relativeURL(to: path, from: page.article.sitePath)
            pictures[scheme] = PreviewManifest.Picture(file: path, marks: preview.marks[scheme] ?? [])
        }
        page.manifestPreviews.append(
            PreviewManifest.Preview(
                line: firstLine, name: preview.name, code: code, alt: preview.alt, width: preview.width,
                height: preview.height, light: pictures["light"], dark: pictures["dark"]))
        let size = "width=\"\(Self.points(preview.width))\" height=\"\(Self.points(preview.height))\""
        let alt = HTML.escape(preview.alt.isEmpty ? "Preview" : preview.alt)
        var html = "<figure class=\"preview\"><picture>"
        if let dark = urls["dark"], urls["light"] != nil {
            html += "<source srcset=\"\(HTML.escape(dark))\" media=\"(prefers-color-scheme: dark)\">"
        }
        html += "<img src=\"\(HTML.escape(urls["light"] ?? urls["dark"]!))\" alt=\"\(alt)\" \(size)></picture>"
        if let name = preview.name, !name.isEmpty { html += "<figcaption>\(HTML.escape(name))</figcaption>" }
        return html + "</figure>\n"
    }

    /// The feed carries each article's HTML to other sites: there, a preview's URL must
    /// be absolute, not relative to the article's page.
    static func makingPreviewURLsAbsolute(in html: String, from sitePath: String, baseURL: String) -> String {
        guard html.contains("previews/") else { return html }
        let relative = SitePaths.relativeURL(to: "previews/", from: sitePath)
        let absolute = baseURL + "previews/"
        let sources = ByteSearch.replacingAll("src=\"\(relative)", with: "src=\"\(absolute)", in: html)
        return ByteSearch.replacingAll("srcset=\"\(relative)", with: "srcset=\"\(absolute)", in: sources)
    }

    private static func points(_ value: Double) -> String {
        let rounded = value.rounded(.up)
        return String(Int(rounded))
    }

    /// A snippet problem, at its place in the Markdown file or in a site `.swift` file.
    private func report(
        _ problem: SnippetDiagnostic, in previews: ArticlePreviews, source: SourceText, firstLine: Int,
        columnShift: Int, diagnostics: inout [Diagnostic]
    ) {
        guard let file = problem.file else {
            // A problem inside an earlier block's declaration is reported where it is.
            let origin =
                problem.earlierSnippet.flatMap {
                    previews.blockOrigins.indices.contains($0) ? previews.blockOrigins[$0] : nil
                }
                ?? (firstLine: firstLine, columnShift: columnShift)
            diagnostics.append(
                diagnostic(
                    problem, in: source, lineOffset: origin.firstLine - 1, columnShift: origin.columnShift)
            )
            return
        }
        guard let swiftFile = swiftFiles.first(where: { $0.contentPath == file }) else { return }
        // Every article that uses the file reports it; the build keeps one copy.
        diagnostics.append(diagnostic(problem, in: swiftFile.source, lineOffset: 0, columnShift: 0))
    }

    private func diagnostic(_ problem: SnippetDiagnostic, in source: SourceText, lineOffset: Int, columnShift: Int)
        -> Diagnostic
    {
        source.diagnostic(
            Diagnostic.Severity(problem.severity), line: lineOffset + problem.line,
            column: problem.column + columnShift,
            length: problem.length, problem.message, notes: problem.notes)
    }
}

/// One article's snippet scope, as its blocks are read in order. The session is made
/// only when a block is not in the cache: the blocks before it, taken from the cache so
/// far, are evaluated then, so that their declarations are in scope.
final class ArticlePreviews {
    unowned let rendering: PreviewRendering
    /// Names the article's file in the cache.
    let articleID: String
    /// Names everything in scope so far: Galley, the site's `.swift` files and the
    /// evaluated blocks before this one, for cache keys.
    private(set) var scopeKey: String
    /// Where each block given to the session starts in the article, in order: a problem
    /// in an earlier block's declaration is reported at that block's line.
    var blockOrigins: [(firstLine: Int, columnShift: Int)] = []
    private var sessionIfMade: SnippetSession?
    /// Evaluated blocks taken from the cache that the session has not seen yet.
    private var notYetEvaluated: [(code: String, kind: SnippetKind)] = []
    private let cached: [String: SwiftBlockOutcome]
    /// This build's outcomes, by key: what the cache should hold for the article next.
    private(set) var outcomes: [String: SwiftBlockOutcome] = [:]
    private var missed = false

    init(rendering: PreviewRendering, articleID: String, scopeKey: String, cached: [String: SwiftBlockOutcome]) {
        self.rendering = rendering
        self.articleID = articleID
        self.scopeKey = scopeKey
        self.cached = cached
    }

    /// The session, with every evaluated block before the current one declared.
    func session() -> SnippetSession {
        let session = sessionIfMade ?? rendering.makeSession()
        sessionIfMade = session
        for block in notYetEvaluated { _ = session.evaluate(block.code, kind: block.kind) }
        notYetEvaluated = []
        return session
    }

    func cachedOutcome(for key: String) -> SwiftBlockOutcome? {
        guard let outcome = cached[key] else {
            missed = true
            return nil
        }
        return outcome
    }

    func record(_ outcome: SwiftBlockOutcome, for key: String) {
        outcomes[key] = outcome
    }

    /// An evaluated block joins the scope of the blocks after it. The session saw a block
    /// that was worked out; one taken from the cache waits until the session is needed.
    func joinScope(_ code: String, kind: SnippetKind, fromCache: Bool) {
        scopeKey = ContentHash.hex([scopeKey, "\(kind)", code].joined(separator: "\u{0}"), length: 32)
        if fromCache { notYetEvaluated.append((code, kind)) }
    }

    /// Whether the cache's file for the article differs from this build's outcomes.
    var cacheIsStale: Bool { missed || outcomes.count != cached.count }
}
