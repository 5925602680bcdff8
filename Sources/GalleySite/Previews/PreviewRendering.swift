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
    /// Where drawn previews are kept; nil draws every preview afresh.
    private let cache: PreviewCache?
    private let firstEnvironmentProblem = Locked<String?>(nil)
    /// Set when the fonts cannot be loaded: the build stops with exit status 2.
    var environmentProblem: String? { firstEnvironmentProblem.withLock { $0 } }

    /// Loads the site's `.swift` files; their own errors go into `diagnostics` once.
    init(swiftFiles files: [SwiftFile], cache: PreviewCache? = .shared, diagnostics: inout [Diagnostic]) {
        swiftFiles = files
        self.cache = cache
        let check = SnippetSession()
        for file in files {
            for problem in check.loadDeclarations(file.source.text, file: file.contentPath) {
                diagnostics.append(self.diagnostic(problem, in: file.source, lineOffset: 0, columnShift: 0))
            }
        }
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

    /// A fresh scope for one article: the site's components, then its snippets in order.
    func session() -> ArticlePreviews {
        let session = SnippetSession()
        for file in swiftFiles { _ = session.loadDeclarations(file.source.text, file: file.contentPath) }
        let scope = Self.scopeKey(of: swiftFiles)
        return ArticlePreviews(session: session, scope: scope, rendering: self)
    }

    /// Renders the previews of one snippet: the `<figure>`s to put before its code.
    func render(
        _ code: String, options: PreviewOptions, in previews: ArticlePreviews, page: ArticlePage, firstLine: Int,
        columnShift: Int, diagnostics: inout [Diagnostic]
    ) -> String {
        let kind: SnippetKind = options.isPreview ? .preview : .code
        previews.blockOrigins.append((firstLine, columnShift))
        let evaluation = previews.session.evaluate(code, kind: kind)
        let key = ContentHash.hex(
            [Self.galleyVersion, previews.scope, options.key, code].joined(separator: "\u{0}"), length: 32)
        // The snippet joins the scope of later ones whether or not it rendered.
        if kind == .preview || !evaluation.previews.isEmpty { previews.scope += "\u{0}" + code }
        for problem in evaluation.diagnostics {
            report(
                problem, in: previews, page: page, firstLine: firstLine, columnShift: columnShift,
                diagnostics: &diagnostics)
        }
        // Warnings (a symbol with no icon) leave the preview drawn; errors stop it.
        guard !evaluation.diagnostics.contains(where: { $0.severity == .error }), !evaluation.previews.isEmpty
        else { return "" }
        let rendered: [RenderedPreview]
        if let cached = cache?.previews(for: key) {
            rendered = cached
        } else {
            var fresh: [RenderedPreview] = []
            for preview in evaluation.previews {
                guard
                    let picture = renderPicture(
                        preview, options: options, previews: previews, page: page,
                        firstLine: firstLine, columnShift: columnShift, diagnostics: &diagnostics)
                else { return "" }
                fresh.append(picture)
            }
            rendered = fresh
            cache?.store(rendered, for: key)
        }
        return rendered.map { figure(for: $0, code: code, firstLine: firstLine, page: page) }.joined()
    }

    private func renderPicture(
        _ preview: SnippetPreview, options: PreviewOptions, previews: ArticlePreviews, page: ArticlePage,
        firstLine: Int, columnShift: Int, diagnostics: inout [Diagnostic]
    ) -> RenderedPreview? {
        let schemes: [ColorScheme] =
            switch options.scheme {
            case .light: [.light]
            case .dark: [.dark]
            case .both: [.light, .dark]
            }
        var picture = RenderedPreview(name: preview.name, width: 0, height: 0, alt: "", svgs: [:], marks: [:])
        for scheme in schemes {
            do {
                switch try previews.session.render(
                    preview, width: options.width, height: options.height, colorScheme: scheme)
                {
                case .success(let result):
                    // The picture shows the whole drawing, on the canvas of the appearance
                    // it is drawn in.
                    picture.width = Double(result.canvas.width)
                    picture.height = Double(result.canvas.height)
                    picture.alt = result.accessibilityLabel
                    picture.svgs[scheme == .dark ? "dark" : "light"] = result.svg()
                    picture.marks[scheme == .dark ? "dark" : "light"] = Self.marks(of: result)
                case .failure(let failure):
                    for problem in failure.diagnostics {
                        report(
                            problem, in: previews, page: page, firstLine: firstLine, columnShift: columnShift,
                            diagnostics: &diagnostics)
                    }
                    return nil
                }
            } catch {
                firstEnvironmentProblem.withLock { $0 = $0 ?? "\(error)" }
                return nil
            }
        }
        return picture
    }

    /// The marks of a drawing for `previews.json`: the canvas, then every mark, in whole
    /// points from the picture's top-left corner.
    private static func marks(of result: RenderResult) -> [PreviewManifest.Mark] {
        let canvas = result.canvas
        // The canvas is known by its colour alone: a picture that grew shows that it did,
        // and outlining all of it would hide what changed on it.
        let background = "canvas \(result.backgroundColor)"
        let marks =
            [DrawnMark(bounds: canvas, signature: background, shape: background)]
            + result.displayList.drawnMarks
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
    private func figure(for preview: RenderedPreview, code: String, firstLine: Int, page: ArticlePage) -> String {
        let base = ContentHash.hex(preview.svgs.sorted { $0.key < $1.key }.map(\.value).joined(separator: "\u{0}"))
        var urls: [String: String] = [:]
        var pictures: [String: PreviewManifest.Picture] = [:]
        for (scheme, svg) in preview.svgs {
            let path = "previews/\(base)-\(scheme).svg"
            page.previewFiles[path] = Data(svg.utf8)
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
        return
            html
            .replacingOccurrences(of: "src=\"\(relative)", with: "src=\"\(absolute)")
            .replacingOccurrences(of: "srcset=\"\(relative)", with: "srcset=\"\(absolute)")
    }

    private static func points(_ value: Double) -> String {
        let rounded = value.rounded(.up)
        return String(Int(rounded))
    }

    /// A snippet problem, at its place in the Markdown file or in a site `.swift` file.
    private func report(
        _ problem: SnippetDiagnostic, in previews: ArticlePreviews, page: ArticlePage, firstLine: Int,
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
                    problem, in: page.article.source, lineOffset: origin.firstLine - 1, columnShift: origin.columnShift)
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

/// One article's snippet scope, as its blocks are read in order.
final class ArticlePreviews {
    let session: SnippetSession
    /// The text of everything in scope so far, for cache keys.
    var scope: String
    /// Where each block given to the session starts in the article, in order: a problem
    /// in an earlier block's declaration is reported at that block's line.
    var blockOrigins: [(firstLine: Int, columnShift: Int)] = []
    unowned let rendering: PreviewRendering

    init(session: SnippetSession, scope: String, rendering: PreviewRendering) {
        self.session = session
        self.scope = scope
        self.rendering = rendering
    }
}
