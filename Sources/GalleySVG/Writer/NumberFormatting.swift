/// Formats numbers for SVG without locale, exponent or "-0": rounded to `decimals`
/// places, trailing zeros and the leading zero of a fraction dropped (`0.5` -> `.5`).
/// The same number always gives the same text, which keeps output byte-identical.
public func svgNumber(_ value: Double, decimals: Int = 3) -> String {
    guard value.isFinite else { return "0" }
    let decimals = max(0, min(decimals, 9))
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    // Values beyond what SVG renderers handle are clamped rather than overflowing Int64.
    let limited = min(max(value, -1e12), 1e12)
    let scaled = Int64((limited * Double(scale)).rounded())
    if scaled == 0 { return "0" }
    let magnitude = scaled.magnitude
    let whole = magnitude / UInt64(scale)
    var fraction = magnitude % UInt64(scale)
    var text = scaled < 0 ? "-" : ""
    if whole != 0 { text += String(whole) }
    if fraction != 0 {
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return text
}

/// Builds SVG path data with the fewest separators that stay unambiguous.
struct PathDataWriter {
    let decimals: Int
    private(set) var output = ""

    init(decimals: Int) { self.decimals = decimals }

    mutating func command(_ letter: Character, _ numbers: [Double]) {
        output.append(letter)
        var previous = ""
        for (index, number) in numbers.enumerated() {
            let text = svgNumber(number, decimals: decimals)
            // A minus sign separates by itself; so does a "." after a number that has one.
            let needsSpace =
                index > 0 && !text.hasPrefix("-") && !(text.hasPrefix(".") && previous.contains("."))
            if needsSpace { output.append(" ") }
            output += text
            previous = text
        }
    }
}
