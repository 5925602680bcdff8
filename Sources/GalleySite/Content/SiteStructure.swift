import Foundation

/// What a site is for, from `kind:` in site.yml. It decides what the home page shows and
/// what "previous" and "next" mean.
public enum SiteKind: String, Sendable {
    /// Documentation: the home page shows the sections, and previous/next follow the
    /// reading order (section by section, each section's articles by `order:`, then title).
    case docs
    /// A blog: the home page lists articles newest first, and previous/next are the
    /// older and newer article.
    case blog
}

/// One entry of `sections:` in site.yml: a folder under `content/`, with the title to show
/// for it when site.yml gives one, and where the entry is written, for diagnostics.
public struct SectionEntry: Sendable {
    public var folder: String
    public var title: String?
    let source: SourceText
    let line: Int
    let column: Int
}

extension SiteConfig {
    /// Reads `kind:` and `sections:`. A section is written as its folder name
    /// (`- guides`) or as the folder with its title (`- guides: Guides`).
    mutating func readStructure(from mapping: YAMLMapping, diagnostics: inout [Diagnostic]) {
        if let entry = mapping.entry("kind"), let text = mapping.string("kind", diagnostics: &diagnostics) {
            if let kind = SiteKind(rawValue: text) {
                self.kind = kind
            } else {
                diagnostics.append(
                    mapping.diagnostic(
                        .error, at: entry.value.mark, length: max(text.utf8.count, 1),
                        "'kind' must be 'docs' or 'blog', not '\(text)'"))
            }
        }
        guard let entry = mapping.entry("sections") else { return }
        guard let items = entry.value.sequence else {
            diagnostics.append(
                mapping.diagnostic(
                    .error, at: entry.value.mark, "'sections' must be a list of folders such as [guides, reference]"))
            return
        }
        var seen: Set<String> = []
        for item in items {
            let mark = item.mark
            let line = mapping.lineOffset + (mark?.line ?? 1)
            let column = mark?.column ?? 1
            var folder: String?
            var title: String?
            if let name = item.scalar?.string {
                folder = name
            } else if let pairs = item.mapping, pairs.count == 1, let pair = pairs.first,
                let name = pair.key.string, let text = pair.value.string
            {
                folder = name
                title = text
            }
            guard let folder, !folder.isEmpty, !folder.contains("/") else {
                diagnostics.append(
                    mapping.diagnostic(
                        .error, at: mark, "a section is a folder of content/, written 'guides' or 'guides: Guides'"))
                continue
            }
            guard seen.insert(folder).inserted else {
                diagnostics.append(
                    mapping.diagnostic(
                        .warning, at: mark, length: folder.utf8.count, "section '\(folder)' is listed twice"))
                continue
            }
            sections.append(
                SectionEntry(folder: folder, title: title, source: mapping.source, line: line, column: column))
        }
    }
}
