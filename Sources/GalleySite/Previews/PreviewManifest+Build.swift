import Foundation

extension PreviewManifest {
    /// The manifest of a build's published pages, by content path.
    init(pages: [ArticlePage]) {
        let articles = pages.sorted { $0.article.contentPath < $1.article.contentPath }.map { page in
            Article(
                source: page.article.contentPath, url: page.article.sitePath, title: page.article.title,
                text: ContentHash.hex(Self.textWithoutPreviews(page.html)), previews: page.manifestPreviews)
        }
        self.init(articles: articles)
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
