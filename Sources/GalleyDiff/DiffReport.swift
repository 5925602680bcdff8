import Foundation
import GalleySite

/// The HTML report of a diff: one page listing every changed preview with its old and new
/// pictures side by side, light and dark, the changed regions outlined, and its code's
/// diff beside them; the pictures are copied next to it, so the folder is complete on its
/// own (a CI artifact, a local folder) and opens from `file://`.
public enum DiffReport {
    /// The report's files, by path inside the report folder.
    public static func files(for diff: SiteDiff, old: BuiltSite, new: BuiltSite) -> [String: Data] {
        var files: [String: Data] = [:]
        var body = ""
        for article in diff.articles {
            body += section(for: article, old: old, new: new, files: &files)
        }
        if diff.isEmpty { body = "<p class=\"nothing\">No preview or page changed.</p>\n" }
        let html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>Galley diff: \(HTML.escape(diff.summaryLine))</title>
            <style>
            \(DiffReportStyle.css)</style>
            </head>
            <body>
            <header>
            <h1>Galley diff</h1>
            <p class="summary">\(HTML.escape(diff.summaryLine))</p>
            <p class="sites">Old: <code>\(HTML.escape(old.displayPath))</code> · New: <code>\(HTML.escape(new.displayPath))</code></p>
            <p class="legend">Outlined, found by comparing the pictures’ display lists: what is drawn differently \
            (solid) and what is drawn the same at another place (dashed); on the old picture where it was, \
            on the new one where it is.</p>
            </header>
            <main>
            \(body)</main>
            </body>
            </html>

            """
        files["index.html"] = Data(html.utf8)
        return files
    }

    private static func section(
        for article: SiteDiff.ArticleChange, old: BuiltSite, new: BuiltSite, files: inout [String: Data]
    ) -> String {
        var html = "<section class=\"article\" id=\"\(anchor(article.source))\">\n"
        html += "<h2>\(HTML.escape(article.title)) <code>content/\(HTML.escape(article.source))</code></h2>\n"
        switch article.page {
        case .added: html += "<p class=\"page-change\">New page.</p>\n"
        case .removed: html += "<p class=\"page-change\">Page removed.</p>\n"
        case .changed: html += "<p class=\"page-change\">The page’s text changed.</p>\n"
        case .unchanged: break
        }
        for preview in article.previews {
            html += change(preview, in: article, old: old, new: new, files: &files)
        }
        return html + "</section>\n"
    }

    private static func change(
        _ preview: SiteDiff.PreviewChange, in article: SiteDiff.ArticleChange, old: BuiltSite, new: BuiltSite,
        files: inout [String: Data]
    ) -> String {
        let id = anchor(article.source) + "-\(preview.position)"
        var html = "<article class=\"change \(preview.kind.rawValue)\" id=\"\(id)\">\n"
        html += "<h3>\(HTML.escape(capitalized(SiteDiff.describe(preview))))"
        html += " <span class=\"line\">line \(preview.current?.line ?? 1)</span></h3>\n"
        html += "<div class=\"body\">\n<div class=\"pictures\">\n"
        html += "<div class=\"heading\"></div><div class=\"heading\">Old</div><div class=\"heading\">New</div>\n"
        for scheme in ["light", "dark"] {
            let before = picture(of: preview.old, scheme: scheme)
            let after = picture(of: preview.new, scheme: scheme)
            guard before != nil || after != nil else { continue }
            let regions = preview.regions[scheme]
            html += "<div class=\"scheme\">\(scheme == "light" ? "Light" : "Dark")</div>\n"
            html += cell(
                preview.old, before, regions: regions?.old ?? [], side: "old", site: old, files: &files)
            html += cell(
                preview.new, after, regions: regions?.new ?? [], side: "new", site: new, files: &files)
        }
        html += "</div>\n"
        html += codeDiff(old: preview.old?.code ?? "", new: preview.new?.code ?? "")
        return html + "</div>\n</article>\n"
    }

    private static func picture(of preview: PreviewManifest.Preview?, scheme: String) -> PreviewManifest.Picture? {
        scheme == "light" ? preview?.light : preview?.dark
    }

    /// One picture with its changed regions outlined, in percent of its size so that they
    /// stay on the picture when it is scaled down to fit.
    private static func cell(
        _ preview: PreviewManifest.Preview?, _ picture: PreviewManifest.Picture?, regions: [ChangedRegions.Box],
        side: String, site: BuiltSite, files: inout [String: Data]
    ) -> String {
        guard let preview, let picture else { return "<div class=\"cell empty\">—</div>\n" }
        let path = "\(side)/\(picture.file)"
        guard let data = site.picture(picture.file) else {
            return "<div class=\"cell empty\">missing \(HTML.escape(picture.file))</div>\n"
        }
        files[path] = data
        let width = max(preview.width, 1)
        let height = max(preview.height, 1)
        // Shown at twice its size, as on a phone's screen, so that a moved point shows.
        var html = "<div class=\"cell\"><div class=\"frame\" style=\"width: \(number(2 * width))px\">"
        // HTML sizes are whole pixels; the pages round a preview's size up the same way.
        html += "<img src=\"\(HTML.escape(path))\" width=\"\(Int(width.rounded(.up)))\""
        html += " height=\"\(Int(height.rounded(.up)))\""
        html += " alt=\"\(HTML.escape(preview.alt))\">"
        for box in regions {
            let left = percent(Double(box.x) / width)
            let top = percent(Double(box.y) / height)
            let boxWidth = percent(Double(box.width) / width)
            let boxHeight = percent(Double(box.height) / height)
            let kind = box.isMoved ? " moved" : ""
            html += "<span class=\"region \(side)\(kind)\" style=\"left: \(left); top: \(top); "
            html += "width: \(boxWidth); height: \(boxHeight)\"></span>"
        }
        return html + "</div></div>\n"
    }

    private static func codeDiff(old: String, new: String) -> String {
        let diff = LineDiff(old: old, new: new)
        var html = "<div class=\"code\"><pre class=\"code-diff\"><code>"
        for line in diff.lines {
            let sign =
                switch line.kind {
                case .kept: " "
                case .removed: "-"
                case .added: "+"
                }
            html += "<span class=\"\(line.kind.rawValue)\">\(sign) \(HTML.escape(line.text))\n</span>"
        }
        html += "</code></pre>\n"
        if !old.isEmpty && !new.isEmpty && !diff.hasChanges {
            html += "<p class=\"code-note\">The code is the same: the picture changed through what it uses "
            html += "(a component in a <code>.swift</code> file, an earlier snippet, Galley itself).</p>\n"
        }
        return html + "</div>\n"
    }

    /// "components/card.md" -> "components-card-md": an id made of the path's letters.
    private static func anchor(_ source: String) -> String {
        String(source.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    private static func percent(_ fraction: Double) -> String {
        String(format: "%.2f%%", fraction * 100)
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
