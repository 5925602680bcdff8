extension PreviewRendering {
    /// The page's HTML with every preview but the first loaded lazily: the browser fetches
    /// a picture when it nears the screen, so a reference page of a hundred previews
    /// opens as fast as a short one. The first is usually in view on arrival, where
    /// waiting for layout would only delay it.
    static func loadingLazily(_ html: String) -> String {
        let marker = Array("<figure class=\"preview\"><picture>".utf8)
        let image = Array("<img ".utf8)
        let lazy = Array("<img loading=\"lazy\" ".utf8)
        var html = html
        return html.withUTF8 { bytes in
            guard let first = ByteSearch.firstOffset(of: marker, in: bytes, from: 0),
                var next = ByteSearch.firstOffset(of: marker, in: bytes, from: first + marker.count)
            else { return String(decoding: bytes, as: UTF8.self) }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 1024)
            var copied = 0
            // The first `<img ` between a figure's start and the next figure's (or the end).
            while true {
                let following = ByteSearch.firstOffset(of: marker, in: bytes, from: next + marker.count)
                let end = following ?? bytes.count
                if let found = ByteSearch.firstOffset(of: image, in: bytes, from: next + marker.count),
                    found + image.count <= end
                {
                    result.append(contentsOf: bytes[copied..<found])
                    result.append(contentsOf: lazy)
                    copied = found + image.count
                }
                guard let following else { break }
                next = following
            }
            result.append(contentsOf: bytes[copied...])
            return String(decoding: result, as: UTF8.self)
        }
    }
}
