import Foundation

/// What the build needs to know about raw HTML that an author wrote in Markdown.
enum RawHTML {
    // Constant patterns: `try?` keeps a typo from trapping; `RawHTMLTests` fails on one.
    static let idPattern = try? NSRegularExpression(
        pattern: #"\bid\s*=\s*(?:"([^"]*)"|'([^']*)')"#, options: [.caseInsensitive])
    static let scriptURLPattern = try? NSRegularExpression(
        pattern: #"\b(href|src|action|formaction|xlink:href)\s*=\s*(["']?)\s*(?:javascript|vbscript):[^"'\s>]*"#,
        options: [.caseInsensitive])

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

    /// `html` with every `javascript:` (or `vbscript:`) URL attribute replaced by `#`, and
    /// how many were removed.
    static func removingScriptURLs(from html: String) -> (html: String, removed: Int) {
        guard let scriptURLPattern else { return (html, 0) }
        let range = NSRange(html.startIndex..., in: html)
        let count = scriptURLPattern.numberOfMatches(in: html, range: range)
        guard count > 0 else { return (html, 0) }
        let cleaned = scriptURLPattern.stringByReplacingMatches(
            in: html, range: range, withTemplate: "$1=$2#")
        return (cleaned, count)
    }
}
