import Foundation

/// Just enough HTML reading for the tests: start tags with their attributes, links with
/// their text, and ids. Galley writes well-formed, quoted attributes, so a tag scanner
/// is enough; anything it cannot read shows up as a missing link or id in a test.
enum HTMLScanner {
    struct Tag {
        var name: String
        var attributes: [String: String]
        /// Where the tag starts in the page, to compare the order of elements.
        var offset: Int
    }

    private static let tagPattern = try! NSRegularExpression(
        pattern: #"<([a-zA-Z][a-zA-Z0-9:-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*/?>"#)
    private static let attributePattern = try! NSRegularExpression(
        pattern: #"([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?"#)
    private static let anchorPattern = try! NSRegularExpression(
        pattern: #"<a\s[^>]*>(.*?)</a>"#, options: [.dotMatchesLineSeparators])

    /// Every start tag of `html` in order, comments excluded.
    static func tags(in html: String) -> [Tag] {
        let text = withoutComments(html)
        let nsText = text as NSString
        return tagPattern.matches(in: text, range: NSRange(location: 0, length: nsText.length)).map { match in
            let name = nsText.substring(with: match.range(at: 1)).lowercased()
            let attributeText = nsText.substring(with: match.range(at: 2))
            var attributes: [String: String] = [:]
            let nsAttributes = attributeText as NSString
            for attribute in attributePattern.matches(
                in: attributeText, range: NSRange(location: 0, length: nsAttributes.length))
            {
                let key = nsAttributes.substring(with: attribute.range(at: 1)).lowercased()
                var value = ""
                for group in 2...4 where attribute.range(at: group).location != NSNotFound {
                    value = decodeEntities(nsAttributes.substring(with: attribute.range(at: group)))
                }
                attributes[key] = value
            }
            return Tag(name: name, attributes: attributes, offset: match.range.location)
        }
    }

    /// Every `<a>` with its href and its text (tags stripped, whitespace collapsed).
    static func anchors(in html: String) -> [(href: String, text: String, offset: Int)] {
        let nsText = html as NSString
        return anchorPattern.matches(in: html, range: NSRange(location: 0, length: nsText.length)).compactMap {
            match in
            let whole = nsText.substring(with: match.range)
            guard let tag = tags(in: whole).first, let href = tag.attributes["href"] else { return nil }
            let inner = nsText.substring(with: match.range(at: 1))
            let text = decodeEntities(
                inner.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)
            )
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return (href, text, match.range.location)
        }
    }

    /// Every URL the page refers to: `href` and `src` attributes.
    static func references(in html: String) -> [String] {
        tags(in: html).flatMap { tag in ["href", "src"].compactMap { tag.attributes[$0] } }
    }

    /// Every `id` in the page.
    static func ids(in html: String) -> Set<String> {
        Set(tags(in: html).compactMap { $0.attributes["id"] })
    }

    /// The part of `html` from the first occurrence of `start` to the next `end` after it.
    static func section(of html: String, from start: String, to end: String) -> String? {
        guard let startRange = html.range(of: start),
            let endRange = html.range(of: end, range: startRange.upperBound..<html.endIndex)
        else { return nil }
        return String(html[startRange.lowerBound..<endRange.upperBound])
    }

    static func decodeEntities(_ text: String) -> String {
        var result = text
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'")] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result.replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func withoutComments(_ html: String) -> String {
        html.replacingOccurrences(of: #"(?s)<!--.*?-->"#, with: "", options: .regularExpression)
    }
}
