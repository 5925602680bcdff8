import Foundation

/// Formats numbers for SVG without locale, exponent or "-0": rounded to `decimals`
/// places, trailing zeros and the leading zero of a fraction dropped (`0.5` -> `.5`).
/// The same number always gives the same text, which keeps output byte-identical.
public func svgNumber(_ value: Double, decimals: Int = 3) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    appendSVGNumber(value, decimals: decimals, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

/// Appends the text ``svgNumber(_:decimals:)`` gives to `bytes`, digit by digit: path data
/// and drawn marks format every coordinate of every picture, and a String per number
/// cost more than the layout that placed it.
func appendSVGNumber(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
    guard value.isFinite else {
        bytes.append(UInt8(ascii: "0"))
        return
    }
    let decimals = max(0, min(decimals, 9))
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    // Values beyond what SVG renderers handle are clamped rather than overflowing Int64.
    let limited = min(max(value, -1e12), 1e12)
    let scaled = Int64((limited * Double(scale)).rounded())
    if scaled == 0 {
        bytes.append(UInt8(ascii: "0"))
        return
    }
    let magnitude = scaled.magnitude
    let whole = magnitude / UInt64(scale)
    var fraction = magnitude % UInt64(scale)
    if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
    if whole != 0 { appendDecimal(whole, width: 1, to: &bytes) }
    if fraction != 0 {
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        appendDecimal(fraction, width: digits, to: &bytes)
    }
}

/// The decimal digits of `value`, led by zeros up to `width` digits.
private func appendDecimal(_ value: UInt64, width: Int, to bytes: inout [UInt8]) {
    var count = 1
    var rest = value / 10
    while rest != 0 {
        count += 1
        rest /= 10
    }
    let start = bytes.count
    let total = max(width, count)
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: total))
    var remaining = value
    var index = start + total - 1
    while remaining != 0 {
        bytes[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
        remaining /= 10
        index -= 1
    }
}

/// Builds SVG path data with the fewest separators that stay unambiguous.
struct PathDataWriter {
    let decimals: Int
    /// The text so far; a writer may be handed bytes to continue (see `appendSVGPathData`).
    var bytes: [UInt8] = []
    /// Whether the command just written has no number yet.
    private var atCommand = true
    /// Whether the last number written has a decimal point.
    private var lastHadPoint = false

    init(decimals: Int) { self.decimals = decimals }

    var output: String { String(decoding: bytes, as: UTF8.self) }

    mutating func command(_ letter: UInt8) {
        bytes.append(letter)
        atCommand = true
    }

    mutating func number(_ value: Double) {
        let start = bytes.count
        appendSVGNumber(value, decimals: decimals, to: &bytes)
        let first = bytes[start]
        // A minus sign separates by itself; so does a "." after a number that has one.
        let needsSpace =
            !atCommand && first != UInt8(ascii: "-") && !(first == UInt8(ascii: ".") && lastHadPoint)
        if needsSpace { bytes.insert(UInt8(ascii: " "), at: start) }
        lastHadPoint = bytes[start...].contains(UInt8(ascii: "."))
        atCommand = false
    }

    mutating func command(_ letter: UInt8, _ point: CGPoint) {
        command(letter)
        number(point.x)
        number(point.y)
    }
}
