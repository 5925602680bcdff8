/// Finding literal text in a page's HTML by its UTF-8 bytes. The build edits every
/// page's HTML in a few fixed places (preview figures); Foundation's `range(of:)` and
/// regular expressions walk it Character by Character, which cost more than rendering
/// the Markdown did.
enum ByteSearch {
    /// The offset of the first `pattern` in `bytes` at or after `start` and, when `stopAt`
    /// is given, before the first such byte (a line break, say); nil when there is none.
    static func firstOffset(
        of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, stopAt stop: UInt8? = nil
    ) -> Int? {
        guard let first = pattern.first, start >= 0 else { return nil }
        var index = start
        let last = bytes.count - pattern.count
        while index <= last {
            let byte = bytes[index]
            if byte == stop { return nil }
            if byte == first {
                var matched = true
                for offset in 1..<pattern.count where bytes[index + offset] != pattern[offset] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }
}
