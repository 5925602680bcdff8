/// Turns heading text into `id`s that are stable (the same text always gives the same id)
/// and unique within one document (a repeated heading gets `-1`, `-2`, … appended).
public struct HeadingAnchors {
    private var used: [String: Int] = [:]

    public init() {}

    /// The id for a heading with this text: lowercase letters and digits, every other run
    /// of characters collapsed to one hyphen, trimmed; "section" when nothing is left.
    public static func slug(_ text: String) -> String {
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
        return slug.isEmpty ? "section" : slug
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
