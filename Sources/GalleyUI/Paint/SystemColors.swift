import GalleySVG

/// iOS system colours (the palette of iOS 13–18), in their light and dark variants.
extension Color {
    private static func system(_ light: UInt32, _ dark: UInt32) -> Color {
        Color(light: RGBAColor(hex: light), dark: RGBAColor(hex: dark))
    }

    public static let red = system(0xFF3B30, 0xFF453A)
    public static let orange = system(0xFF9500, 0xFF9F0A)
    public static let yellow = system(0xFFCC00, 0xFFD60A)
    public static let green = system(0x34C759, 0x30D158)
    public static let mint = system(0x00C7BE, 0x63E6E2)
    public static let teal = system(0x30B0C7, 0x40C8E0)
    public static let cyan = system(0x32ADE6, 0x64D2FF)
    public static let blue = system(0x007AFF, 0x0A84FF)
    public static let indigo = system(0x5856D6, 0x5E5CE6)
    public static let purple = system(0xAF52DE, 0xBF5AF2)
    public static let pink = system(0xFF2D55, 0xFF375F)
    public static let brown = system(0xA2845E, 0xAC8E68)
    public static let gray = system(0x8E8E93, 0x8E8E93)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

    /// The text colour: black in light appearance, white in dark.
    public static let primary = Color(light: .black, dark: .white)
    /// Secondary text: grey-blue at 60 %.
    public static let secondary = Color(
        light: RGBAColor(red255: 60, green: 60, blue: 67, alpha: 0.6),
        dark: RGBAColor(red255: 235, green: 235, blue: 245, alpha: 0.6))
    /// The accent colour: the environment's tint, blue unless changed.
    public static let accentColor = Color(provider: .accent)
}

/// The semantic colours of UIKit, for `Color(.systemBackground)` and
/// `Color(uiColor: .secondarySystemBackground)` as written in iOS code.
public struct UIColor: Hashable, Sendable {
    let color: Color

    private static func adaptive(
        _ light: (Int, Int, Int, Double), _ dark: (Int, Int, Int, Double)
    ) -> UIColor {
        UIColor(
            color: Color(
                light: RGBAColor(red255: light.0, green: light.1, blue: light.2, alpha: light.3),
                dark: RGBAColor(red255: dark.0, green: dark.1, blue: dark.2, alpha: dark.3)))
    }

    public static let label = adaptive((0, 0, 0, 1), (255, 255, 255, 1))
    public static let secondaryLabel = adaptive((60, 60, 67, 0.6), (235, 235, 245, 0.6))
    public static let tertiaryLabel = adaptive((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let quaternaryLabel = adaptive((60, 60, 67, 0.18), (235, 235, 245, 0.16))
    public static let systemBackground = adaptive((255, 255, 255, 1), (0, 0, 0, 1))
    public static let secondarySystemBackground = adaptive((242, 242, 247, 1), (28, 28, 30, 1))
    public static let tertiarySystemBackground = adaptive((255, 255, 255, 1), (44, 44, 46, 1))
    public static let systemGroupedBackground = adaptive((242, 242, 247, 1), (0, 0, 0, 1))
    public static let secondarySystemGroupedBackground = adaptive(
        (255, 255, 255, 1), (28, 28, 30, 1))
    public static let tertiarySystemGroupedBackground = adaptive(
        (242, 242, 247, 1), (44, 44, 46, 1))
    public static let separator = adaptive((60, 60, 67, 0.29), (84, 84, 88, 0.6))
    public static let opaqueSeparator = adaptive((198, 198, 200, 1), (56, 56, 58, 1))
    public static let systemFill = adaptive((120, 120, 128, 0.2), (120, 120, 128, 0.36))
    public static let secondarySystemFill = adaptive((120, 120, 128, 0.16), (120, 120, 128, 0.32))
    public static let tertiarySystemFill = adaptive((118, 118, 128, 0.12), (118, 118, 128, 0.24))
    public static let quaternarySystemFill = adaptive((116, 116, 128, 0.08), (118, 118, 128, 0.18))
    public static let systemGray = adaptive((142, 142, 147, 1), (142, 142, 147, 1))
    public static let systemGray2 = adaptive((174, 174, 178, 1), (99, 99, 102, 1))
    public static let systemGray3 = adaptive((199, 199, 204, 1), (72, 72, 74, 1))
    public static let systemGray4 = adaptive((209, 209, 214, 1), (58, 58, 60, 1))
    public static let systemGray5 = adaptive((229, 229, 234, 1), (44, 44, 46, 1))
    public static let systemGray6 = adaptive((242, 242, 247, 1), (28, 28, 30, 1))
    public static let systemBlue = UIColor(color: .blue)
    public static let systemRed = UIColor(color: .red)
    public static let systemGreen = UIColor(color: .green)
    public static let systemOrange = UIColor(color: .orange)
    public static let systemYellow = UIColor(color: .yellow)
    public static let systemPink = UIColor(color: .pink)
    public static let systemPurple = UIColor(color: .purple)
    public static let systemIndigo = UIColor(color: .indigo)
    public static let systemTeal = UIColor(color: .teal)
}

extension Color {
    /// A semantic UIKit colour.
    public init(_ uiColor: UIColor) { self = uiColor.color }
    /// A semantic UIKit colour.
    public init(uiColor: UIColor) { self = uiColor.color }
}
