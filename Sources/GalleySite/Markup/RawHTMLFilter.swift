/// GitHub's treatment of the raw HTML an author writes in Markdown, so that a page cannot
/// run a script its author did not mean to ship (a pasted embed, a copied snippet):
/// - the GFM specification's "disallowed raw HTML" tags (`<script>`, `<iframe>`, `<style>`
///   …) lose their `<`, which becomes `&lt;`, so the tag shows as text, as on GitHub;
/// - event handler attributes (`onerror=`, `onclick=` …) are removed;
/// - `javascript:` and `vbscript:` URLs in URL attributes become `#`.
///
/// Tags are read as a browser's tokenizer reads them (attributes may be separated by `/`,
/// values may be unquoted, character references are decoded before the scheme is looked
/// at), not by a pattern that a browser reads differently. Every change is reported at its
/// byte offset, for a warning at the right line and column.
struct RawHTMLFilter {
    /// One change made to the HTML, for a warning.
    struct Change: Equatable {
        /// Byte offset of what was changed in the original HTML.
        var offset: Int
        var length: Int
        var message: String
    }

    /// The tag names of the GFM specification's "disallowed raw HTML" extension.
    static let disallowedTags: Set<String> = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
    ]
    /// Attributes whose value a browser follows or loads as a URL.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "xlink:href", "data", "poster", "background", "cite", "srcdoc",
    ]
    static let keepHint = "set 'unsafe_html: true' in site.yml to keep raw HTML as written"

    /// `html` filtered, and what was changed, in order.
    static func filter(_ html: String) -> (html: String, changes: [Change]) {
        let bytes = Array(html.utf8)
        // (range to replace, replacement), in order, never overlapping.
        var edits: [(range: Range<Int>, replacement: String)] = []
        var changes: [Change] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let tagStart = index
            var cursor = index + 1
            let isClosing = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "/")
            if isClosing { cursor += 1 }
            guard cursor < bytes.count, isASCIILetter(bytes[cursor]) else {
                index += 1
                continue
            }
            let nameStart = cursor
            while cursor < bytes.count, !isTagNameEnd(bytes[cursor]) { cursor += 1 }
            let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
            if disallowedTags.contains(name) {
                edits.append((tagStart..<(tagStart + 1), "&lt;"))
                if !isClosing {
                    changes.append(
                        Change(
                            offset: tagStart, length: cursor - tagStart,
                            message: "raw HTML '<\(name)>' is not allowed and is shown as text; \(keepHint)"))
                }
            }
            index = isClosing ? cursor : readAttributes(bytes, from: cursor, edits: &edits, changes: &changes)
        }
        guard !edits.isEmpty else { return (html, []) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.count * 4)
        var position = 0
        for edit in edits {
            result += bytes[position..<edit.range.lowerBound]
            result += Array(edit.replacement.utf8)
            position = edit.range.upperBound
        }
        result += bytes[position...]
        return (String(decoding: result, as: UTF8.self), changes)
    }

    /// Reads a start tag's attributes from `start` (after the tag name) as the HTML
    /// tokenizer does, recording edits for dangerous ones; returns where the tag ends.
    private static func readAttributes(
        _ bytes: [UInt8], from start: Int, edits: inout [(range: Range<Int>, replacement: String)],
        changes: inout [Change]
    ) -> Int {
        var cursor = start
        while cursor < bytes.count {
            // Between attributes a browser skips whitespace and stray slashes.
            while cursor < bytes.count, isSpace(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "/") { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") else { break }
            let attributeStart = cursor
            // An attribute name may start with `=`; it ends at space, `/`, `>` or `=`.
            cursor += 1
            while cursor < bytes.count, !isAttributeNameEnd(bytes[cursor]) { cursor += 1 }
            let name = String(decoding: bytes[attributeStart..<cursor], as: UTF8.self).lowercased()
            var valueRange: Range<Int>?
            var lookahead = cursor
            while lookahead < bytes.count, isSpace(bytes[lookahead]) { lookahead += 1 }
            if lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: "=") {
                cursor = lookahead + 1
                while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
                    let quote = bytes[cursor]
                    let valueStart = cursor + 1
                    cursor = valueStart
                    while cursor < bytes.count, bytes[cursor] != quote { cursor += 1 }
                    valueRange = valueStart..<cursor
                    if cursor < bytes.count { cursor += 1 }
                } else {
                    let valueStart = cursor
                    while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">") {
                        cursor += 1
                    }
                    valueRange = valueStart..<cursor
                }
            }
            if name.hasPrefix("on"), name.count > 2 {
                // The attribute goes with the space before it.
                let removalStart =
                    attributeStart > start && isSpace(bytes[attributeStart - 1])
                    ? attributeStart - 1 : attributeStart
                edits.append((removalStart..<cursor, ""))
                changes.append(
                    Change(
                        offset: attributeStart, length: name.utf8.count,
                        message: "raw HTML event handler '\(name)' runs a script; it was removed; \(keepHint)"))
            } else if urlAttributes.contains(name), let valueRange,
                let scheme = scriptScheme(String(decoding: bytes[valueRange], as: UTF8.self))
            {
                edits.append((valueRange, "#"))
                changes.append(
                    Change(
                        offset: valueRange.lowerBound, length: max(valueRange.count, 1),
                        message: "raw HTML contains a '\(scheme):' URL; it was replaced by '#'; \(keepHint)"))
            }
        }
        return cursor
    }

    /// "javascript" or "vbscript" when the attribute value is a URL with that scheme, read
    /// as a browser reads it: character references decoded, tabs and line breaks dropped,
    /// leading spaces and control characters ignored, any case.
    static func scriptScheme(_ value: String) -> String? {
        let decoded = decodingCharacterReferences(value).unicodeScalars.filter {
            $0 != "\t" && $0 != "\n" && $0 != "\r"
        }
        let trimmed = String(String.UnicodeScalarView(decoded.drop { $0.value <= 0x20 })).lowercased()
        for scheme in LinkResolver.scriptSchemes where trimmed.hasPrefix(scheme + ":") {
            return scheme
        }
        return nil
    }

    /// Numeric character references and the named ones that can spell a scheme
    /// (`&colon;`, `&Tab;`, `&NewLine;`), decoded.
    static func decodingCharacterReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        let named: [String: String] = ["colon": ":", "tab": "\t", "newline": "\n"]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            var cursor = rest.index(after: ampersand)
            var replacement: String?
            if cursor < rest.endIndex, rest[cursor] == "#" {
                cursor = rest.index(after: cursor)
                let isHex = cursor < rest.endIndex && (rest[cursor] == "x" || rest[cursor] == "X")
                if isHex { cursor = rest.index(after: cursor) }
                let digitsStart = cursor
                while cursor < rest.endIndex, rest[cursor].isHexDigit, isHex || rest[cursor].isNumber {
                    cursor = rest.index(after: cursor)
                }
                if let value = UInt32(rest[digitsStart..<cursor], radix: isHex ? 16 : 10),
                    let scalar = Unicode.Scalar(value)
                {
                    replacement = String(Character(scalar))
                }
            } else {
                let nameStart = cursor
                while cursor < rest.endIndex, rest[cursor].isLetter { cursor = rest.index(after: cursor) }
                replacement = named[rest[nameStart..<cursor].lowercased()]
            }
            guard let replacement else {
                result += "&"
                rest = rest[rest.index(after: ampersand)...]
                continue
            }
            if cursor < rest.endIndex, rest[cursor] == ";" { cursor = rest.index(after: cursor) }
            result += replacement
            rest = rest[cursor...]
        }
        return result + rest
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func isTagNameEnd(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }

    private static func isAttributeNameEnd(_ byte: UInt8) -> Bool {
        isTagNameEnd(byte) || byte == UInt8(ascii: "=")
    }
}
