import Foundation
import GalleySite

extension SiteDiff {
    /// The diff in one of `galley check`'s formats: `text` as compiler-style notes at the
    /// snippet's line, `github` as a Markdown job summary, `json` as one object.
    /// `reportURL` is where the HTML report can be opened, for the summary's links.
    public func rendered(as format: DiagnosticFormat, reportURL: String? = nil) -> String {
        switch format {
        case .text: DiagnosticFormat.text.render(notes) + summaryLine + "\n"
        case .github: jobSummary(reportURL: reportURL)
        case .json: json()
        }
    }

    /// "2 previews changed, 1 added in 2 articles; text changed on 1 page".
    public var summaryLine: String {
        let counts = counts
        guard !isEmpty else { return "no preview or page changed" }
        let parts = [("changed", counts.changed), ("added", counts.added), ("removed", counts.removed)]
            .filter { $0.1 > 0 }
        // The noun once, with the first count: "2 previews changed, 1 added".
        var line = parts.enumerated().map { index, part in
            (index == 0 ? Self.count(part.1, "preview") : "\(part.1)") + " " + part.0
        }.joined(separator: ", ")
        if !line.isEmpty { line += " in " + Self.count(articles.filter { !$0.previews.isEmpty }.count, "article") }
        if counts.pages > 0 {
            if !line.isEmpty { line += "; " }
            line += "text changed on " + Self.count(counts.pages, "page")
        }
        return line
    }

    /// One note per change, at the line of the snippet (or the top of the article).
    var notes: [Diagnostic] {
        articles.flatMap { article in
            let file = "content/" + article.source
            var notes: [Diagnostic] = []
            switch article.page {
            case .added: notes.append(Diagnostic(file: file, line: 1, column: 1, severity: .note, message: "new page"))
            case .removed:
                notes.append(Diagnostic(file: file, line: 1, column: 1, severity: .note, message: "page removed"))
            case .changed:
                notes.append(Diagnostic(file: file, line: 1, column: 1, severity: .note, message: "page text changed"))
            case .unchanged: break
            }
            for preview in article.previews {
                notes.append(
                    Diagnostic(
                        file: file, line: preview.current?.line ?? 1, column: 1, severity: .note,
                        message: Self.describe(preview)))
            }
            return notes
        }
    }

    /// "preview 2 ('Dark') changed in light and dark".
    static func describe(_ preview: PreviewChange) -> String {
        var text = "preview \(preview.position)"
        if let name = preview.current?.name, !name.isEmpty { text += " '\(name)'" }
        text += " \(preview.kind.rawValue)"
        if preview.kind == .changed {
            text += " in " + ["light", "dark"].filter { preview.regions[$0] != nil }.joined(separator: " and ")
        }
        return text
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}

// MARK: - GitHub job summary

extension SiteDiff {
    private func jobSummary(reportURL: String?) -> String {
        guard !isEmpty else { return "### Galley: no preview or page changed\n" }
        var markdown = "### Galley: \(summaryLine)\n\n"
        if let reportURL {
            markdown += "[Open the side-by-side report](\(reportURL)) (light and dark, changed regions outlined).\n\n"
        }
        markdown += "| Article | Change | Line |\n| --- | --- | --- |\n"
        for article in articles {
            let name = "\(Self.cell(article.title)) (`content/\(Self.cell(article.source))`)"
            if article.page != .unchanged {
                let change =
                    article.page == .changed
                    ? "page text changed" : article.page == .added ? "new page" : "page removed"
                markdown += "| \(name) | \(change) | |\n"
            }
            for preview in article.previews {
                markdown += "| \(name) | \(Self.cell(Self.describe(preview))) | \(preview.current?.line ?? 1) |\n"
            }
        }
        return markdown
    }

    /// Text for a Markdown table cell: pipes and line breaks would end the cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}

// MARK: - JSON

extension SiteDiff {
    private struct JSONDiff: Encodable {
        var changed: Bool
        var summary: JSONCounts
        var articles: [JSONArticle]
    }

    private struct JSONCounts: Encodable {
        var added: Int
        var removed: Int
        var changed: Int
        var pages: Int
    }

    private struct JSONArticle: Encodable {
        var source: String
        var url: String
        var title: String
        var page: String
        var previews: [JSONPreview]
    }

    private struct JSONPreview: Encodable {
        var position: Int
        var change: String
        var name: String?
        var old: JSONPictures?
        var new: JSONPictures?
    }

    private struct JSONPictures: Encodable {
        var line: Int
        var light: String?
        var dark: String?

        init(_ preview: PreviewManifest.Preview) {
            line = preview.line
            light = preview.light?.file
            dark = preview.dark?.file
        }
    }

    private func json() -> String {
        let counts = counts
        let document = JSONDiff(
            changed: !isEmpty,
            summary: JSONCounts(
                added: counts.added, removed: counts.removed, changed: counts.changed, pages: counts.pages),
            articles: articles.map { article in
                JSONArticle(
                    source: article.source, url: article.url, title: article.title, page: article.page.rawValue,
                    previews: article.previews.map { preview in
                        JSONPreview(
                            position: preview.position, change: preview.kind.rawValue, name: preview.current?.name,
                            old: preview.old.map(JSONPictures.init), new: preview.new.map(JSONPictures.init))
                    })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
