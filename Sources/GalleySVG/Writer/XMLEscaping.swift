/// Escapes text for XML character data and attribute values (either quote style), and
/// drops the control characters XML 1.0 forbids, so any string yields a well-formed document.
func xmlEscaped(_ text: String) -> String {
    // Most text (path data, glyph names, plain labels) has nothing to escape or drop:
    // scanning its bytes is far cheaper than rebuilding it scalar by scalar.
    guard needsXMLEscaping(text) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
        default:
            let value = scalar.value
            let forbidden = value < 0x20 || value == 0xFFFE || value == 0xFFFF
            if !forbidden { result.unicodeScalars.append(scalar) }
        }
    }
    return result
}

/// Whether `text` holds a character ``xmlEscaped(_:)`` would escape or drop.
func needsXMLEscaping(_ text: String) -> Bool {
    text.utf8.contains { byte in
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        case 0..<0x20: byte != 0x09 && byte != 0x0A && byte != 0x0D
        // U+FFFE and U+FFFF start with EF BF.
        case 0xEF: true
        default: false
        }
    }
}
