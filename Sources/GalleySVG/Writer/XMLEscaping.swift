/// Escapes text for XML character data and attribute values (either quote style), and
/// drops the control characters XML 1.0 forbids, so any string yields a well-formed document.
func xmlEscaped(_ text: String) -> String {
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
