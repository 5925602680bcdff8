import Foundation
import GalleyMarkdown

/// Reads one Markdown file into an `Article`: its text, its front matter and its URL.
enum ArticleLoading {
    /// The article in `data` (the bytes of `content/<path>`), or nil when the file is not
    /// text; every problem with it goes into `diagnostics`.
    static func load(path: String, data: Data, displayPrefix: String, diagnostics: inout [Diagnostic]) -> Article? {
        let displayPath = displayPrefix + "content/" + path
        guard let text = String(data: data, encoding: .utf8) else {
            diagnostics.append(
                Diagnostic(
                    file: displayPath, line: 1, column: 1, severity: .error, message: "the file is not UTF-8 text"))
            return nil
        }
        let normalized = SourceText.normalizingLineBreaks(text)
        let source = SourceText(displayPath: displayPath, text: normalized)
        let (yaml, body, offset) = FrontMatter.split(normalized)
        let frontMatter = FrontMatter.parse(
            yaml, source: source, firstHeading: { MarkdownDocument.firstTopLevelHeading(in: body) },
            diagnostics: &diagnostics)
        return Article(
            contentPath: path, source: source, body: body, bodyLineOffset: offset,
            title: frontMatter.title ?? "", titleIsFirstHeading: frontMatter.titleIsFirstHeading,
            date: frontMatter.date, description: frontMatter.description,
            tags: frontMatter.tags, isDraft: frontMatter.draft, order: frontMatter.order,
            sitePath: Article.sitePath(forContentPath: path, slug: frontMatter.slug))
    }
}
