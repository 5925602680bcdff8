import GalleyMarkdown

/// An article's body as cmark rendered it in the first pass, with a hole wherever the
/// second pass writes what only the whole site knows: each link's or image's destination,
/// and the link around each ``` ``Symbol`` ``` code span that resolves.
///
/// Why: the second pass used to rewrite the cmark tree and render it again, so every
/// article's tree (about seven times its text) stayed alive from the first pass to the
/// end of the build: 600 MB on a 10,000-article site. With the template, the tree lives
/// only while its own article is being prepared, and the second pass (also what `galley
/// serve` runs again when a linked page changes) is string filling, without parsing.
///
/// The output is byte for byte what rendering the rewritten tree gave: cmark is asked to
/// render placeholder destinations, which it writes unescaped (they are letters and
/// digits), and the second pass writes each real destination escaped as cmark escapes one
/// (`HrefEscaping`).
struct BodyTemplate: Sendable {
    /// What fills a hole.
    enum Hole: Sendable, Equatable {
        /// The destination of link or image `index`, inside its `href` or `src`.
        case destination(Int)
        /// `<a href="…">` before symbol reference `index`'s code span, written only when
        /// the symbol resolves.
        case symbolLinkStart(Int)
        /// The `</a>` after it.
        case symbolLinkEnd(Int)
    }

    /// The text between holes: one more piece than there are holes.
    private(set) var pieces: [String]
    private(set) var holes: [Hole]

    /// A body without holes.
    init(html: String) {
        pieces = [html]
        holes = []
    }

    private init(pieces: [String], holes: [Hole]) {
        self.pieces = pieces
        self.holes = holes
    }

    /// The body, with `destination(i)` (unescaped, as the author's Markdown gives it after
    /// cmark's unescaping) in link `i`'s hole, and symbol reference `i` linked to
    /// `symbolDestination(i)` when that is not nil.
    func filled(destination: (Int) -> String, symbolDestination: (Int) -> String?) -> String {
        var html = pieces[0]
        for (index, hole) in holes.enumerated() {
            switch hole {
            case .destination(let link):
                html += HrefEscaping.escaped(destination(link))
            case .symbolLinkStart(let symbol):
                if let url = symbolDestination(symbol) { html += "<a href=\"" + HrefEscaping.escaped(url) + "\">" }
            case .symbolLinkEnd(let symbol):
                if symbolDestination(symbol) != nil { html += "</a>" }
            }
            html += pieces[index + 1]
        }
        return html
    }

    /// Renders `document` with placeholders in the destinations of `links` and of the links
    /// `symbolLinks` (each wrapped around a symbol's code span), and cuts the HTML at them.
    ///
    /// A placeholder is `galley<salt>x` followed by `l` (a link) or `s` (a symbol), the
    /// index and `z`. The salt comes from a hash of the article's text, so no author can
    /// write one by accident, nor on purpose without breaking SHA-256. Still, the cut is
    /// checked (each placeholder once, in the place cmark puts it) and tried again with a
    /// longer salt if it does not hold.
    static func render(
        _ document: MarkdownDocument, links: [MarkdownNode], symbolLinks: [MarkdownNode], salt: String
    ) -> BodyTemplate {
        var template = BodyTemplate(html: "")
        for attempt in 0..<4 {
            let prefix = "galley" + salt + String(repeating: "n", count: attempt) + "x"
            for (index, node) in links.enumerated() { node.url = prefix + "l\(index)z" }
            for (index, node) in symbolLinks.enumerated() { node.url = prefix + "s\(index)z" }
            let (cut, holds) = cutting(
                document.renderHTML(), at: prefix, linkCount: links.count, symbolCount: symbolLinks.count)
            template = cut
            if holds { break }
        }
        return template
    }

    /// The HTML cut at the placeholders that begin with `prefix`, and whether every one of
    /// them was where cmark writes it, and once.
    static func cutting(_ html: String, at prefix: String, linkCount: Int, symbolCount: Int) -> (BodyTemplate, Bool) {
        var html = html
        return html.withUTF8 { bytes in
            let prefixBytes = Array(prefix.utf8)
            var found: [(range: Range<Int>, hole: Hole)] = []
            var seenLinks = Set<Int>()
            var seenSymbols = Set<Int>()
            var holds = true
            var from = 0
            while let start = ByteSearch.firstOffset(of: prefixBytes, in: bytes, from: from) {
                from = start + 1
                guard let (kind, index, end) = placeholder(in: bytes, after: start + prefixBytes.count) else {
                    holds = false
                    continue
                }
                if kind == UInt8(ascii: "l"), index < linkCount, seenLinks.insert(index).inserted,
                    follows(bytes, before: start, ["href=\"", "src=\""]), end < bytes.count,
                    bytes[end] == UInt8(ascii: "\"")
                {
                    found.append((start..<end, .destination(index)))
                    from = end
                } else if kind == UInt8(ascii: "s"), index < symbolCount, seenSymbols.insert(index).inserted,
                    let (opening, closing) = symbolLink(in: bytes, placeholder: start..<end)
                {
                    found.append((opening, .symbolLinkStart(index)))
                    found.append((closing, .symbolLinkEnd(index)))
                    from = opening.upperBound
                } else {
                    holds = false
                }
            }
            found.sort { $0.range.lowerBound < $1.range.lowerBound }
            var pieces: [String] = []
            var copied = 0
            for (range, _) in found {
                pieces.append(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[copied..<range.lowerBound]), as: UTF8.self))
                copied = range.upperBound
            }
            pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[copied...]), as: UTF8.self))
            return (BodyTemplate(pieces: pieces, holes: found.map(\.hole)), holds)
        }
    }

    /// The kind byte, the index and the offset after the closing `z` of a placeholder whose
    /// prefix ends at `offset`.
    private static func placeholder(in bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> (UInt8, Int, Int)? {
        guard offset < bytes.count else { return nil }
        let kind = bytes[offset]
        var index = 0
        var cursor = offset + 1
        var digits = 0
        while cursor < bytes.count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9"), digits < 9 {
            index = index * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
            cursor += 1
            digits += 1
        }
        guard digits > 0, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "z") else { return nil }
        return (kind, index, cursor + 1)
    }

    /// Whether one of `candidates` ends just before `offset`.
    private static func follows(_ bytes: UnsafeBufferPointer<UInt8>, before offset: Int, _ candidates: [String]) -> Bool
    {
        candidates.contains { candidate in
            let pattern = Array(candidate.utf8)
            guard offset >= pattern.count else { return false }
            return bytes[(offset - pattern.count)..<offset].elementsEqual(pattern)
        }
    }

    /// Around a symbol's placeholder, cmark writes `<a href="…"><code>…</code></a>`: the
    /// range of the opening tag and of the closing `</a>`.
    private static func symbolLink(in bytes: UnsafeBufferPointer<UInt8>, placeholder: Range<Int>)
        -> (Range<Int>, Range<Int>)?
    {
        let opening = Array("<a href=\"".utf8)
        let afterPlaceholder = Array("\"><code>".utf8)
        let closing = Array("</code></a>".utf8)
        guard follows(bytes, before: placeholder.lowerBound, ["<a href=\""]),
            placeholder.upperBound + afterPlaceholder.count <= bytes.count,
            bytes[placeholder.upperBound..<(placeholder.upperBound + afterPlaceholder.count)].elementsEqual(
                afterPlaceholder),
            let end = ByteSearch.firstOffset(of: closing, in: bytes, from: placeholder.upperBound)
        else { return nil }
        // `">` closes the opening tag; `<code>` stays in the text.
        let tag = (placeholder.lowerBound - opening.count)..<(placeholder.upperBound + 2)
        let closingA = (end + "</code>".utf8.count)..<(end + closing.count)
        return (tag, closingA)
    }
}
