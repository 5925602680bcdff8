import Foundation

/// What the build needs to know about raw HTML that an author wrote in Markdown.
enum RawHTML {
    // Constant patterns: `try?` keeps a typo from trapping; `RawHTMLTests` fails on one.
    static let idPattern = try? NSRegularExpression(
        pattern: #"\bid\s*=\s*(?:"([^"]*)"|'([^']*)')"#, options: [.caseInsensitive])

    /// The values of `id` attributes, which links may target as fragments.
    static func ids(in html: String) -> Set<String> {
        let range = NSRange(html.startIndex..., in: html)
        var ids: Set<String> = []
        for match in idPattern?.matches(in: html, range: range) ?? [] {
            for group in 1...2 {
                if let groupRange = Range(match.range(at: group), in: html) {
                    ids.insert(String(html[groupRange]))
                }
            }
        }
        return ids
    }
}
