/// Turns heading text into `id`s that are stable (the same text always gives the same id)
/// and unique within one document (a repeated heading gets `-1`, `-2`, … appended).
public struct HeadingAnchors {
    private var used: [String: Int] = [:]

    public init() {}

    /// The id for a heading with this text: lowercase letters and digits, every other run
    /// of characters collapsed to one hyphen, trimmed; "section" when nothing is left.
    public static func slug(_ text: String) -> String { slug(text, whenEmpty: "section") }

    /// Lowercase letters and digits of `text`, every other run of characters collapsed to
    /// one hyphen, trimmed; `fallback` when nothing is left. ASCII text (nearly every
    /// heading and tag) is read by its bytes: asking each Character whether it is a
    /// letter looks it up in Unicode's tables.
    public static func slug(_ text: String, whenEmpty fallback: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiSlug(text, whenEmpty: fallback) }
        var slug = ""
        var pendingHyphen = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen && !slug.isEmpty { slug.append("-") }
                pendingHyphen = false
                slug.append(character)
            } else {
                pendingHyphen = true
            }
        }
        return slug.isEmpty ? fallback : slug
    }

    /// `slug` of ASCII text, by bytes: the same slug (ASCII letters and digits are the
    /// only ASCII Characters that are letters or numbers), without Character breaking.
    private static func asciiSlug(_ text: String, whenEmpty fallback: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingHyphen = false
        for byte in text.utf8 {
            let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            let isWordByte =
                (lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z"))
                || (lowered >= UInt8(ascii: "0") && lowered <= UInt8(ascii: "9"))
            if isWordByte {
                if pendingHyphen && !result.isEmpty { result.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                result.append(lowered)
            } else {
                pendingHyphen = true
            }
        }
        return result.isEmpty ? fallback : String(decoding: result, as: UTF8.self)
    }

    /// The next unique id for a heading with this text.
    public mutating func anchor(for text: String) -> String {
        let base = Self.slug(text)
        guard let count = used[base] else {
            used[base] = 0
            return base
        }
        var next = count + 1
        while used["\(base)-\(next)"] != nil { next += 1 }
        used[base] = next
        used["\(base)-\(next)"] = 0
        return "\(base)-\(next)"
    }
}
