import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift source as HTML with swift-syntax's own classification (as
/// `SwiftClassifier` computes it), so that keywords, types, literals and comments are
/// coloured exactly as the compiler reads them.
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
        // Written as bytes: every Swift block of every article is highlighted, and a String
        // built a character at a time cost as much as classifying the source.
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        var cursor = 0
        for run in SwiftClassifier.runs(of: tree) {
            let start = run.start
            let end = run.end
            guard start >= cursor, end <= bytes.count, start < end else { continue }
            if start > cursor { appendEscaped(bytes[cursor..<start], to: &output) }
            if let cssClass = cssClass(for: run.kind, startingWith: bytes[start]) {
                output.append(contentsOf: #"<span class=""#.utf8)
                output.append(contentsOf: cssClass.utf8)
                output.append(contentsOf: #"">"#.utf8)
                appendEscaped(bytes[start..<end], to: &output)
                output.append(contentsOf: "</span>".utf8)
            } else {
                appendEscaped(bytes[start..<end], to: &output)
            }
            cursor = end
        }
        if cursor < bytes.count { appendEscaped(bytes[cursor...], to: &output) }
        return String(decoding: output, as: UTF8.self)
    }

    /// The class of a classified run whose text starts with the byte `first`.
    private static func cssClass(for kind: SyntaxClassification, startingWith first: UInt8) -> String? {
        switch kind {
        case .keyword: "kw"
        case .type: "ty"
        case .stringLiteral, .regexLiteral: "str"
        case .integerLiteral, .floatLiteral: "num"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: "com"
        case .attribute: "attr"
        case .ifConfigDirective: "dir"
        case .operator: "op"
        case .identifier where first == UInt8(ascii: "#"): "dir"
        default: nil
        }
    }

    private static func escape(_ bytes: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        appendEscaped(bytes, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// The text of `bytes` with `&`, `<`, `>` and `"` escaped. The bytes are a Swift
    /// string's UTF-8 cut at token boundaries, so every other byte is copied as it is.
    private static func appendEscaped(_ bytes: ArraySlice<UInt8>, to output: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            default: output.append(byte)
            }
        }
    }
}
