/// Escaping for text placed in HTML and XML.
package enum HTML {
    /// Escapes `&`, `<`, `>`, `"` and `'`. Works on UTF-8 bytes, not characters: the feed
    /// escapes whole articles, and every byte that needs escaping is ASCII.
    package static func escape(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count + utf8.count / 8)
        for byte in utf8 {
            switch byte {
            case 0x26: result.append(contentsOf: "&amp;".utf8)
            case 0x3C: result.append(contentsOf: "&lt;".utf8)
            case 0x3E: result.append(contentsOf: "&gt;".utf8)
            case 0x22: result.append(contentsOf: "&quot;".utf8)
            case 0x27: result.append(contentsOf: "&#39;".utf8)
            default: result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
