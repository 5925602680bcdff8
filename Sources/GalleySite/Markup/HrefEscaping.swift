/// A URL as cmark writes it into an `href` or `src` attribute. The second pass fills the
/// links of a body rendered by cmark in the first (`BodyTemplate`), so it must write each
/// URL exactly as cmark would have: bytes that may stand in a URL as they are, `&` and `'`
/// as HTML entities, and every other byte (space, quotes, brackets, anything not ASCII) as
/// `%XX` with upper-case hex digits. `HrefEscapingTests` checks every byte
/// against cmark itself.
enum HrefEscaping {
    /// Whether cmark leaves the byte as it is: letters, digits and `!#$%()*+,-./:;=?@_~`
    /// (libcmark-gfm keeps `~`, which CommonMark's own cmark escapes).
    private static let keptAsIs: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = true }
        for byte in "!#$%()*+,-./:;=?@_~".utf8 { table[Int(byte)] = true }
        return table
    }()

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// `url` escaped as cmark's HTML renderer escapes a link's destination.
    static func escaped(_ url: String) -> String {
        var url = url
        return url.withUTF8 { bytes in
            if bytes.allSatisfy({ keptAsIs[Int($0)] }) { return String(decoding: bytes, as: UTF8.self) }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            for byte in bytes {
                if keptAsIs[Int(byte)] {
                    out.append(byte)
                } else if byte == UInt8(ascii: "&") {
                    out.append(contentsOf: "&amp;".utf8)
                } else if byte == UInt8(ascii: "'") {
                    out.append(contentsOf: "&#x27;".utf8)
                } else {
                    out.append(UInt8(ascii: "%"))
                    out.append(hexDigits[Int(byte >> 4)])
                    out.append(hexDigits[Int(byte & 0xF)])
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
