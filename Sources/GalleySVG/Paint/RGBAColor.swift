/// A colour already resolved for one colour scheme: sRGB components and opacity, each in 0...1.
public struct RGBAColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a colour from components in 0...1; values outside are clamped when written.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from 0...255 components, as design tools show them.
    public init(red255 red: Int, green: Int, blue: Int, alpha: Double = 1) {
        self.init(
            red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// Creates a colour from `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red255: Int((hex >> 16) & 0xFF), green: Int((hex >> 8) & 0xFF), blue: Int(hex & 0xFF),
            alpha: alpha)
    }

    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with its opacity multiplied by `factor`.
    public func multiplyingAlpha(by factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// `#rrggbb`, or the three-digit form when it says the same; opacity is not included.
    public var hexString: String {
        var bytes: [UInt8] = []
        appendHex(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``hexString`` to `bytes`: every fill and stroke of every picture spells one.
    func appendHex(to bytes: inout [UInt8]) {
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        let digits = [channel(red), channel(green), channel(blue)]
        func hex(_ nibble: Int) -> UInt8 {
            nibble < 10 ? UInt8(ascii: "0") + UInt8(nibble) : UInt8(ascii: "a") + UInt8(nibble - 10)
        }
        bytes.append(UInt8(ascii: "#"))
        let short = digits.allSatisfy { $0 >> 4 == $0 & 0xF }
        for digit in digits {
            if !short { bytes.append(hex(digit >> 4)) }
            bytes.append(hex(digit & 0xF))
        }
    }

    /// The opacity clamped to 0...1.
    public var clampedAlpha: Double { min(max(alpha, 0), 1) }
}
