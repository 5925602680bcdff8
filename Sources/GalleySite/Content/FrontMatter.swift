import Foundation
import Yams

/// An article's YAML front matter, validated.
struct FrontMatter {
    var title: String?
    var date: Date?
    var description: String = ""
    var tags: [String] = []
    var draft = false
    var slug: String?
    /// The title is the article's first `# ` heading (no `title` key), as DocC and Publish
    /// articles have it: the page shows it once, in its header.
    var titleIsFirstHeading = false
    /// Where the article comes in its section's reading order (see `SiteSections`).
    var order: Int?

    static let knownKeys: Set<String> = ["title", "date", "description", "tags", "draft", "slug", "order"]

    /// Splits a Markdown file into its front matter block and body. The body keeps its
    /// place in the file: `bodyLineOffset` lines precede it.
    static func split(_ text: String) -> (yaml: String?, body: String, bodyLineOffset: Int) {
        // Line by line over the UTF-8 bytes: splitting the whole article into lines of
        // Characters cost more than parsing its Markdown.
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var lineNumber = 0
        var yamlStart: String.Index?
        while lineStart <= utf8.endIndex {
            let lineEnd = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            let line = text[lineStart..<lineEnd]
            if lineNumber == 0 {
                guard line.trimmingCharacters(in: .whitespaces) == "---" else { return (nil, text, 0) }
                yamlStart = lineEnd == utf8.endIndex ? lineEnd : utf8.index(after: lineEnd)
            } else if let yamlStart, Self.isClosingLine(line) {
                // Up to the line break before the closing line; nothing when it follows at once.
                let yaml = lineStart == yamlStart ? "" : String(text[yamlStart..<utf8.index(before: lineStart)])
                let body = lineEnd == utf8.endIndex ? "" : String(text[utf8.index(after: lineEnd)...])
                return (yaml, body, lineNumber + 1)
            }
            guard lineEnd < utf8.endIndex else { break }
            lineStart = utf8.index(after: lineEnd)
            lineNumber += 1
        }
        return (nil, text, 0)
    }

    /// `---` or `...` with blanks around it. Only a short line, or one holding three dashes
    /// or dots, can be one: the others are not trimmed.
    private static func isClosingLine(_ line: Substring) -> Bool {
        guard line.utf8.count <= 64 || line.contains("---") || line.contains("...") else { return false }
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed == "---" || trimmed == "..."
    }

    /// Validates the front matter of `source`; every problem becomes a diagnostic at its
    /// line and column. `firstHeading` gives the text of the body's first `# ` heading, asked
    /// for only when there is no `title`.
    static func parse(
        _ yaml: String?, source: SourceText, firstHeading: () -> String? = { nil }, diagnostics: inout [Diagnostic]
    ) -> FrontMatter {
        var result = FrontMatter()
        guard let yaml else {
            // A DocC article, or a Publish page, has no front matter: its `# ` heading is its title.
            if let heading = firstHeading(), !heading.isEmpty {
                result.title = heading
                result.titleIsFirstHeading = true
                return result
            }
            diagnostics.append(
                source.diagnostic(
                    .error, line: 1, column: 1,
                    "missing front matter; an article starts with '---', a 'title: …' line and '---'"))
            return result
        }
        guard let mapping = YAMLMapping.parse(yaml, in: source, lineOffset: 1, diagnostics: &diagnostics) else {
            // The YAML error is reported; don't also complain that the title is missing.
            result.title = ""
            return result
        }
        mapping.warnAboutUnknownKeys(known: knownKeys, diagnostics: &diagnostics)

        result.title = mapping.string("title", diagnostics: &diagnostics)
        if let title = result.title, title.trimmingCharacters(in: .whitespaces).isEmpty,
            let entry = mapping.entry("title")
        {
            diagnostics.append(mapping.diagnostic(.error, at: entry.keyMark, "'title' must not be empty"))
        }
        if result.title == nil, mapping.entry("title") == nil {
            if let heading = firstHeading(), !heading.isEmpty {
                result.title = heading
                result.titleIsFirstHeading = true
            } else {
                diagnostics.append(
                    source.diagnostic(
                        .error, line: 1, column: 1,
                        "missing 'title' in front matter, and no '# ' heading in the article to take it from"))
            }
        }
        if let entry = mapping.entry("date") {
            if let scalar = entry.value.scalar, let date = parseDate(scalar) {
                result.date = date
            } else {
                let text = entry.value.scalar?.string ?? ""
                diagnostics.append(
                    mapping.diagnostic(
                        .error, at: entry.value.mark, length: text.utf8.count,
                        "'date' is not a date: '\(text)'; write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ"))
            }
        }
        result.description = mapping.string("description", diagnostics: &diagnostics) ?? ""
        if let entry = mapping.entry("tags") {
            if let sequence = entry.value.sequence {
                for item in sequence {
                    if let tag = item.scalar?.string, !tag.trimmingCharacters(in: .whitespaces).isEmpty {
                        if !result.tags.contains(tag) { result.tags.append(tag) }
                    } else {
                        diagnostics.append(mapping.diagnostic(.error, at: item.mark, "a tag must be non-empty text"))
                    }
                }
            } else if let single = entry.value.scalar?.string, !single.isEmpty {
                result.tags = single.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty }
            } else {
                diagnostics.append(
                    mapping.diagnostic(.error, at: entry.value.mark, "'tags' must be a list such as [swiftui, layout]"))
            }
        }
        if let entry = mapping.entry("draft") {
            if let value = entry.value.scalar.flatMap({ Bool.construct(from: $0) }) {
                result.draft = value
            } else {
                diagnostics.append(mapping.diagnostic(.error, at: entry.value.mark, "'draft' must be true or false"))
            }
        }
        if let entry = mapping.entry("slug"), let slug = mapping.string("slug", diagnostics: &diagnostics) {
            if slug.isEmpty || slug.contains("/") || slug == "." || slug == ".."
                || slug.contains(where: { $0.isWhitespace || $0 == "?" || $0 == "#" })
            {
                diagnostics.append(
                    mapping.diagnostic(
                        .error, at: entry.value.mark, length: slug.utf8.count,
                        "'slug' must be one URL path segment without spaces, '/', '?' or '#'"))
            } else {
                result.slug = slug
            }
        }
        if let entry = mapping.entry("order") {
            if let scalar = entry.value.scalar, let order = Int(scalar.string) {
                result.order = order
            } else {
                let text = entry.value.scalar?.string ?? ""
                diagnostics.append(
                    mapping.diagnostic(
                        .error, at: entry.value.mark, length: max(text.utf8.count, 1),
                        "'order' must be a whole number such as 1 or 10, not '\(text)'"))
            }
        }
        return result
    }

    /// YAML timestamps (`2026-11-22`, `2026-11-22T10:00:00Z`, `2026-11-22 10:00`), read in UTC
    /// when no zone is given so that a build is the same in every time zone.
    static func parseDate(_ scalar: Node.Scalar) -> Date? {
        if let date = Date.construct(from: scalar) {
            // Yams rolls impossible dates over (2026-13-01 becomes 2027-01-01); a date
            // that does not read back the same was a typo.
            // Only a date without a time can be compared: a time zone may move the day.
            let written = scalar.string.trimmingCharacters(in: .whitespaces)
            guard written.count != 10 || Dates.iso(date) == written else { return nil }
            return date
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        for format in ["yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: scalar.string) { return date }
        }
        return nil
    }
}
