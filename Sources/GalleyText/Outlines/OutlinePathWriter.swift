/// Compact, deterministic SVG path data for glyph outlines.
///
/// GalleyText cannot depend on GalleySVG (both sit at the bottom of the module graph), so
/// this small formatter mirrors GalleySVG's `svgNumber`: no locale, no exponent, no "-0".
struct OutlinePathWriter {
    let decimals: Int
    private(set) var output = ""
    private var previous = ""

    init(decimals: Int) { self.decimals = decimals }

    mutating func command(_ letter: Character, _ numbers: [Float]) {
        output.append(letter)
        previous = ""
        for (index, number) in numbers.enumerated() {
            let text = Self.format(Double(number), decimals: decimals)
            // A minus sign separates by itself; so does a "." after a number that has one.
            if index > 0 && !text.hasPrefix("-") && !(text.hasPrefix(".") && previous.contains(".")) {
                output.append(" ")
            }
            output += text
            previous = text
        }
    }

    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int64((min(max(value, -1e12), 1e12) * Double(scale)).rounded())
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
}
