import Foundation
import GalleyMarkdown

/// DocC-style symbol links: ``` ``Card`` ``` in any article links to the article that
/// documents `Card`: the article titled `Card`, or the section whose heading is the
/// symbol in code (`` ## `CardStyle` ``).
struct SymbolIndex {
    private var targets: [String: (sitePath: String, fragment: String?)] = [:]

    init(pages: [PreparedArticle]) {
        // Sections first, then titles, so that an article titled after a symbol wins over
        // a section of another article that mentions it.
        for page in pages {
            for (symbol, id) in page.symbolHeadings where targets[symbol] == nil {
                targets[symbol] = (page.article.sitePath, id)
            }
        }
        for page in pages {
            let title = Self.withoutBackticks(page.article.title)
            if Self.isSymbolName(title) {
                targets[title] = (page.article.sitePath, nil)
            }
        }
    }

    /// A title such as "`Card`" as the symbol it names.
    private static func withoutBackticks(_ title: String) -> String {
        guard title.first == "`" || title.first == " " || title.last == "`" || title.last == " " else { return title }
        return title.trimmingCharacters(in: CharacterSet(charactersIn: "` "))
    }

    /// Where `symbol` is documented: the symbol itself, else its type (`Card.init` -> `Card`).
    func target(for symbol: String) -> (sitePath: String, fragment: String?)? {
        if let target = targets[symbol] { return target }
        return targets[Self.baseName(of: symbol)]
    }

    /// The type a member belongs to: `Card.init` -> `Card`, `cardStyle(_:)` -> `cardStyle`.
    static func baseName(of symbol: String) -> String {
        String(symbol.prefix { $0 != "." && $0 != "(" && $0 != "<" })
    }

    var symbols: [String] { targets.keys.sorted() }

    /// Every documented symbol and where, for comparing one build's index with the next.
    var allTargets: [String: (sitePath: String, fragment: String?)] { targets }

    /// Whether `text` looks like a Swift name (`Card`, `CardStyle`, `cardStyle(_:)`).
    static func isSymbolName(_ text: String) -> Bool {
        // ASCII text (nearly every code span) by its bytes: asking each Character whether
        // it is a letter looks it up in Unicode's tables.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            guard let first = text.utf8.first, isASCIILetter(first) || first == UInt8(ascii: "_") else { return false }
            return text.utf8.allSatisfy { byte in
                isASCIILetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || "_.:()<>".utf8.contains(byte)
            }
        }
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || "_.:()<>".contains($0) }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// Whether the code span `node` was written with double backticks. cmark positions a
    /// code span at its content, so the two bytes before it are the delimiter.
    static func isDoubleBacktickSpan(_ node: MarkdownNode, in page: ParsedArticle) -> Bool {
        let position = page.filePosition(node.start)
        let source = page.article.source
        guard position.line >= 1, position.line <= source.lineCount, position.column >= 3 else { return false }
        let bytes = Array(source.line(position.line).utf8)
        let index = position.column - 1
        guard index <= bytes.count else { return false }
        let backtick = UInt8(ascii: "`")
        let isDouble = bytes[index - 1] == backtick && bytes[index - 2] == backtick
        let isTriple = index >= 3 && bytes[index - 3] == backtick
        return isDouble && !isTriple
    }
}
