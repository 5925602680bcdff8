import Foundation

/// JSON for the search index, written straight to bytes. The index of a large site is
/// thousands of small objects of strings and numbers; `JSONEncoder` spent more on them
/// than finding the terms did. The output is what `JSONEncoder` writes with sorted keys
/// and unescaped slashes.
struct JSONText {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    var data: Data { Data(bytes) }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A whole number's decimal digits, written straight into the bytes: the search index
    /// writes hundreds of thousands of them, and a `String` for each was most of writing it.
    mutating func number(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // The magnitude is unsigned, so that Int.min has one too; its digits come out last
        // first, and are turned around in place.
        var rest = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }

    /// A number already spelled as JSON.
    mutating func numberText(_ spelling: String) {
        bytes.append(contentsOf: spelling.utf8)
    }

    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            case 0..<0x20:
                raw("\\u00")
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `[a,b,…]` of numbers.
    mutating func numbers(_ values: [Int]) {
        raw("[")
        for (index, value) in values.enumerated() {
            if index > 0 { raw(",") }
            number(value)
        }
        raw("]")
    }

    /// `[a,b,…]` of strings.
    mutating func strings(_ values: [String]) {
        raw("[")
        for (index, value) in values.enumerated() {
            if index > 0 { raw(",") }
            string(value)
        }
        raw("]")
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
