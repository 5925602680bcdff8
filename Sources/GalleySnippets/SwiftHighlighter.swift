import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift source as HTML with swift-syntax's own classification, so that
/// keywords, types, literals and comments are coloured exactly as the compiler reads them.
public enum SwiftHighlighter {
    /// The HTML for `source`: escaped text with `<span class="…">` around classified runs.
    /// Classes: `kw` keyword, `ty` type, `str` string, `num` number, `com` comment,
    /// `attr` attribute, `dir` compiler directive or macro, `op` operator.
    public static func html(for source: String) -> String {
        guard case .parsed(let tree) = SnippetParsing.parse(source) else {
            // Refused as too deeply nested: shown as it is, unclassified.
            return escape(Array(source.utf8)[...])
        }
        return html(for: tree, source: source)
    }

    /// The HTML for an already parsed tree of `source`.
    public static func html(for tree: SourceFileSyntax, source: String) -> String {
        let bytes = Array(source.utf8)
        var output = ""
        output.reserveCapacity(bytes.count * 2)
        var cursor = 0
        for classified in tree.classifications {
            let start = classified.range.lowerBound.utf8Offset
            let end = classified.range.upperBound.utf8Offset
            guard start >= cursor, end <= bytes.count, start < end else { continue }
            if start > cursor { output += escape(bytes[cursor..<start]) }
            let text = escape(bytes[start..<end])
            if let cssClass = cssClass(for: classified.kind, text: text) {
                output += "<span class=\"\(cssClass)\">\(text)</span>"
            } else {
                output += text
            }
            cursor = end
        }
        if cursor < bytes.count { output += escape(bytes[cursor...]) }
        return output
    }

    private static func cssClass(for kind: SyntaxClassification, text: String) -> String? {
        switch kind {
        case .keyword: "kw"
        case .type: "ty"
        case .stringLiteral, .regexLiteral: "str"
        case .integerLiteral, .floatLiteral: "num"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: "com"
        case .attribute: "attr"
        case .ifConfigDirective: "dir"
        case .operator: "op"
        case .identifier where text.hasPrefix("#"): "dir"
        default: nil
        }
    }

    private static func escape(_ bytes: ArraySlice<UInt8>) -> String {
        var result = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
