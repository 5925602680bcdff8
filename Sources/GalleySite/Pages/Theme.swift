import Foundation
import Mustache

/// The templates and assets pages are rendered with: the default theme compiled into
/// Galley, with any file of the site's own `templates/` folder taking the place of the
/// file of the same name.
struct Theme {
    var library: MustacheLibrary
    /// Files under `assets/`, by path relative to it, copied to `site/assets/`.
    var assets: [String: Data]
    /// Templates that failed to parse (already reported), so they are not reported
    /// again as missing.
    var unparsable: Set<String> = []
    /// Changes exactly when the site's own templates do: pages rendered with one theme
    /// are reused only while it stays the same.
    var fingerprint = ""

    /// Problems with the site's templates: one that does not parse is reported at its
    /// line and column.
    var diagnostics: [Diagnostic] = []

    /// The built-in theme's files, decoded once.
    private static let builtInFiles: [String: (data: Data, displayPath: String)] = {
        var files: [String: (data: Data, displayPath: String)] = [:]
        for (path, base64) in EmbeddedTheme.files {
            files[path] = (Data(base64Encoded: base64) ?? Data(), "templates/\(path) (built-in theme)")
        }
        return files
    }()

    /// Loads the default theme, then the site's overrides from `siteTemplates` if it
    /// exists. When the overrides are those `earlier` was loaded with, `earlier` is the
    /// theme: parsing templates is most of what a small rebuild would otherwise cost.
    static func load(siteTemplates: URL?, displayPrefix: String, reusing earlier: Theme? = nil) -> Theme {
        var files = builtInFiles
        var siteFiles = Data()
        if let siteTemplates, FileManager.default.fileExists(atPath: siteTemplates.path) {
            for path in listFiles(in: siteTemplates) {
                if let data = try? Data(contentsOf: siteTemplates.appendingPathComponent(path)) {
                    files[path] = (data, displayPrefix + "templates/" + path)
                    siteFiles += Data("\(path)\u{0}\(data.count)\u{0}".utf8) + data
                }
            }
        }

        let fingerprint = siteFiles.isEmpty ? "" : ContentHash.hex(siteFiles, length: 32)
        if let earlier, earlier.fingerprint == fingerprint { return earlier }
        var diagnostics: [Diagnostic] = []
        var library = MustacheLibrary()
        var assets: [String: Data] = [:]
        var unparsable: Set<String> = []
        for path in files.keys.sorted() {
            let (data, displayPath) = files[path]!
            if path.hasPrefix("assets/") {
                assets[String(path.dropFirst("assets/".count))] = data
                continue
            }
            guard path.hasSuffix(".mustache") else { continue }
            let name = String(path.dropLast(".mustache".count))
            let text = String(decoding: data, as: UTF8.self)
            do {
                library.register(try MustacheTemplate(string: TemplateEscaping.pragma + text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                unparsable.insert(name)
                let source = SourceText(displayPath: displayPath, text: text)
                diagnostics.append(
                    source.diagnostic(
                        .error, line: max(error.context.lineNumber - TemplateEscaping.addedLines, 1),
                        column: error.context.columnNumber,
                        "template does not parse: \(describe(error.error))"))
            } catch {
                unparsable.insert(name)
                let source = SourceText(displayPath: displayPath, text: text)
                diagnostics.append(source.diagnostic(.error, line: 1, column: 1, "template does not parse: \(error)"))
            }
        }
        return Theme(
            library: library, assets: assets, unparsable: unparsable, fingerprint: fingerprint,
            diagnostics: diagnostics)
    }

    /// Renders `template` with `context`, or nil when the theme lacks it.
    func render(_ template: String, _ context: [String: Any]) -> String? {
        library.render(TemplateObject(context), withTemplate: template)
    }

    /// Renders a page with the template of its kind, or nil when the theme lacks it.
    func render<Content: PageContent>(_ page: PageData<Content>) -> String? {
        render(Content.template.name, MustacheEncoder.encode(page))
    }

    private static func listFiles(in directory: URL) -> [String] {
        let root = directory.resolvingSymlinksInPath().standardizedFileURL
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var paths: [String] = []
        for case let url as URL in enumerator {
            let resolved = url.resolvingSymlinksInPath().standardizedFileURL
            guard resolved.path.hasPrefix(root.path + "/"),
                (try? resolved.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            else { continue }
            paths.append(String(url.standardizedFileURL.path.dropFirst(root.path.count + 1)))
        }
        return paths.sorted()
    }

    private static func describe(_ error: Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "a section is closed with a different name than it was opened with"
        case .unfinishedName: return "a tag is not closed with '}}'"
        case .expectedSectionEnd: return "a section is never closed"
        default: return "\(error)"
        }
    }
}
