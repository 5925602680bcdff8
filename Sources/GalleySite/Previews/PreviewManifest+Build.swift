import Foundation

extension PreviewManifest {
    /// The manifest of a build's published pages, by content path.
    init(pages: [ArticlePage]) {
        self.init(articles: Self.sorted(pages).map { Self.article(of: $0.prepared, html: $0.html) })
    }

    private static func sorted(_ pages: [ArticlePage]) -> [ArticlePage] {
        pages.sorted { $0.article.contentPath < $1.article.contentPath }
    }

    /// One page's entry, from its first pass and the body the second rendered.
    static func article(of page: PreparedArticle, html: String) -> Article {
        Article(
            source: page.article.contentPath, url: page.article.sitePath, title: page.article.title,
            text: ContentHash.hex(Self.textWithoutPreviews(html)), previews: page.manifestPreviews)
    }

    /// `PreviewManifest(pages:).encoded()`, byte for byte, from each page's entry as the
    /// second pass encoded it (`RenderedBody.manifestEntry`, on the worker that rendered
    /// the page): `galley serve` encodes only the pages a save changed, where encoding
    /// every preview's marks again took a quarter of a second on a thousand articles.
    static func encoded(pages: [ArticlePage]) -> Data {
        let pages = sorted(pages)
        guard !pages.isEmpty else { return PreviewManifest(articles: []).encoded() }
        let entries = pages.map { page in
            if let entry = page.body?.manifestEntry, !entry.isEmpty { return entry }
            return entryJSON(article(of: page.prepared, html: page.html))
        }
        // A few megabytes on a large site: room made once, not grown entry by entry.
        var data = Data(capacity: entries.reduce(128) { $0 + $1.count + 2 })
        data.append(contentsOf: "{\n  \"articles\" : [\n".utf8)
        for (index, entry) in entries.enumerated() {
            if index > 0 { data.append(contentsOf: ",\n".utf8) }
            data.append(entry)
        }
        data.append(contentsOf: "\n  ],\n  \"format\" : \(currentFormat)\n}\n".utf8)
        return data
    }

    /// An article's entry as the whole file's encoder writes it inside the `articles`
    /// array: pretty-printed, every line indented by two levels.
    static func entryJSON(_ article: Article) -> Data {
        entryText(article) ?? encodedEntry(article)
    }

    /// ``entryJSON(_:)`` through `JSONEncoder`: the reference ``entryText(_:)`` is held to,
    /// and what an entry with a size JSON cannot hold (infinite, not a number) is written with.
    static func encodedEntry(_ article: Article) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let json = try? encoder.encode(article) else { return Data("{}".utf8) }
        // JSON text holds no raw line breaks inside strings, so indenting by lines is safe.
        let indent = Array("    ".utf8)
        var indented: [UInt8] = indent
        indented.reserveCapacity(json.count + json.count / 4)
        json.withUnsafeBytes { bytes in
            var lineStart = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                indented.append(contentsOf: bytes[lineStart...index])
                // An empty line (inside an empty array) stays empty, as the whole file's
                // encoder writes it.
                if index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "\n") {
                    indented.append(contentsOf: indent)
                }
                lineStart = index + 1
            }
            indented.append(contentsOf: bytes[lineStart...])
        }
        return Data(indented)
    }

    /// The body's HTML without its preview figures, whose file names change with every
    /// picture: what is left changes exactly when the page's text, code or links do.
    /// A figure ends on the line it starts on (what Galley writes); text that opens one
    /// and does not close it on that line is left as it is.
    static func textWithoutPreviews(_ html: String) -> String {
        let open = Array("<figure class=\"preview\">".utf8)
        let close = Array("</figure>".utf8)
        var html = html
        return html.withUTF8 { bytes in
            var kept: [UInt8] = []
            kept.reserveCapacity(bytes.count)
            var copied = 0
            var searchFrom = 0
            while let start = ByteSearch.firstOffset(of: open, in: bytes, from: searchFrom) {
                guard
                    let end = ByteSearch.firstOffset(
                        of: close, in: bytes, from: start + open.count, stopAt: UInt8(ascii: "\n"))
                else {
                    searchFrom = start + 1
                    continue
                }
                kept.append(contentsOf: bytes[copied..<start])
                copied = end + close.count
                if copied < bytes.count, bytes[copied] == UInt8(ascii: "\n") { copied += 1 }
                searchFrom = copied
            }
            kept.append(contentsOf: bytes[copied...])
            return String(decoding: kept, as: UTF8.self)
        }
    }
}
