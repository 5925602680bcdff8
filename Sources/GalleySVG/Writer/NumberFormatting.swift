import Foundation

/// Formats numbers for SVG without locale, exponent or "-0": rounded to `decimals`
/// places, trailing zeros and the leading zero of a fraction dropped (`0.5` -> `.5`).
/// The same number always gives the same text, which keeps output byte-identical.
public func svgNumber(_ value: Double, decimals: Int = 3) -> String {
    withSVGNumber(value, decimals: decimals) { text, _ in String(decoding: text, as: UTF8.self) }
}

/// Appends the text ``svgNumber(_:decimals:)`` gives to `bytes`: path data and drawn
/// marks format every coordinate of every picture, and a String per number cost more
/// than the layout that placed it.
func appendSVGNumber(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
    withSVGNumber(value, decimals: decimals) { text, _ in bytes.append(contentsOf: text) }
}

/// Powers of ten up to the most decimals a number is written with.
private let powersOfTen: [Int64] = [
    1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
]

/// Calls `body` with the text of `value` as ``svgNumber(_:decimals:)`` spells it, written
/// back to front into a buffer on the stack (no array grown digit by digit), and whether
/// the text has a decimal point.
@inline(__always)
func withSVGNumber<Result>(
    _ value: Double, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>, _ hasPoint: Bool) -> Result
) -> Result {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
        var index = buffer.count
        func put(_ byte: UInt8) {
            index -= 1
            buffer[index] = byte
        }
        var hasPoint = false
        let decimals = max(0, min(decimals, powersOfTen.count - 1))
        // Values beyond what SVG renderers handle are clamped; so is the scaled value, to
        // what Int64 holds.
        let limited = value.isFinite ? min(max(value, -1e12), 1e12) : 0
        let scaled = Int64(min(max((limited * Double(powersOfTen[decimals])).rounded(), -9e18), 9e18))
        if scaled == 0 {
            put(UInt8(ascii: "0"))
        } else {
            var magnitude = scaled.magnitude
            // Trailing zeros of the fraction are dropped; a whole number has no point.
            var digits = decimals
            while digits > 0 && magnitude % 10 == 0 {
                magnitude /= 10
                digits -= 1
            }
            if digits > 0 {
                for _ in 0..<digits {
                    put(UInt8(ascii: "0") + UInt8(magnitude % 10))
                    magnitude /= 10
                }
                put(UInt8(ascii: "."))
                hasPoint = true
            }
            // A whole part of zero is left out: `.5`.
            while magnitude != 0 {
                put(UInt8(ascii: "0") + UInt8(magnitude % 10))
                magnitude /= 10
            }
            if scaled < 0 { put(UInt8(ascii: "-")) }
        }
        return body(UnsafeBufferPointer(rebasing: buffer[index...]), hasPoint)
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
        withSVGNumber(value, decimals: decimals) { text, hasPoint in
            let first = text[0]
            // A minus sign separates by itself; so does a "." after a number that has one.
            let needsSpace =
                !atCommand && first != UInt8(ascii: "-") && !(first == UInt8(ascii: ".") && lastHadPoint)
            if needsSpace { bytes.append(UInt8(ascii: " ")) }
            bytes.append(contentsOf: text)
            lastHadPoint = hasPoint
        }
        atCommand = false
    }

    mutating func command(_ letter: UInt8, _ point: CGPoint) {
        command(letter)
        number(point.x)
        number(point.y)
    }
}
