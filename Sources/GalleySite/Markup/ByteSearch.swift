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

    /// `text` with every `pattern` replaced by `replacement`, matched by bytes.
    static func replacingAll(_ pattern: String, with replacement: String, in text: String) -> String {
        let pattern = Array(pattern.utf8)
        guard !pattern.isEmpty else { return text }
        var source = text
        let replaced = source.withUTF8 { bytes -> String? in
            var output: [UInt8] = []
            var copied = 0
            while let found = firstOffset(of: pattern, in: bytes, from: copied) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<found]))
                output.append(contentsOf: replacement.utf8)
                copied = found + pattern.count
            }
            // Nothing replaced: the text stays as it is, not copied.
            guard copied > 0 else { return nil }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return String(decoding: output, as: UTF8.self)
        }
        return replaced ?? text
    }
}
