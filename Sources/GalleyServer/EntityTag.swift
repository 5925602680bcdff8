import Foundation

/// Strong entity tags computed from a response's bytes, so that a page the rebuild did
/// not change keeps its tag and the browser gets `304 Not Modified` for it.
public enum EntityTag {
    /// `"<16 hex digits>"`: FNV-1a (64-bit) of `bytes`. Not a cryptographic hash, and
    /// need not be: it only tells versions of one file apart on an author's machine.
    public static func of(_ bytes: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }

    /// Whether an `If-None-Match` header value names `tag`: `*`, or a comma-separated
    /// list in which a tag matches weakly (a `W/` prefix is ignored, as RFC 9110 asks
    /// for `If-None-Match`).
    public static func ifNoneMatch(_ header: String, matches tag: String) -> Bool {
        for candidate in header.split(separator: ",") {
            var value = candidate.trimmingCharacters(in: .whitespaces)
            if value == "*" { return true }
            if value.hasPrefix("W/") { value.removeFirst(2) }
            if value == tag { return true }
        }
        return false
    }
}
