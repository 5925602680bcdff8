import GalleySVG

/// The semantic colours of a design system, read by every input style so that one
/// `.theme(_:)` at the root of a screen recolours all of its components.
///
/// Each colour adapts to light and dark appearance. The standard theme uses iOS's
/// colours, with the darker, higher-contrast variants of green, red and orange in the
/// light appearance: the status colours are used for text, and iOS's plain green on
/// white (2.2 : 1) is too faint to read.
public struct Theme: Sendable {
    /// Interactive elements: chevrons, links, the focused border.
    public var accent: Color
    /// Success: a validated value.
    public var positive: Color
    /// Errors: a value that cannot be accepted.
    public var negative: Color
    /// Cautions: a value that is allowed but needs attention.
    public var warning: Color
    /// Values the user entered or chose.
    public var content: Color
    /// Labels, placeholders and information text.
    public var secondaryContent: Color
    /// The inside of fields.
    public var background: Color
    /// Outlines and underlines of fields at rest.
    public var border: Color

    /// A theme; every colour defaults to the standard one.
    public init(
        accent: Color = .accentColor,
        positive: Color = Theme.standardPositive,
        negative: Color = Theme.standardNegative,
        warning: Color = Theme.standardWarning,
        content: Color = Color(.label),
        secondaryContent: Color = Color(.secondaryLabel),
        background: Color = Color(.systemBackground),
        border: Color = Theme.standardBorder
    ) {
        self.accent = accent
        self.positive = positive
        self.negative = negative
        self.warning = warning
        self.content = content
        self.secondaryContent = secondaryContent
        self.background = background
        self.border = border
    }

    /// iOS's colours, as described above.
    public static let standard = Theme()

    /// Accessible green (#248A3D) in light, iOS green in dark.
    public static let standardPositive = Color(
        light: RGBAColor(hex: 0x248A3D), dark: RGBAColor(hex: 0x30D158))
    /// Accessible red (#D70015) in light, iOS red in dark.
    public static let standardNegative = Color(
        light: RGBAColor(hex: 0xD70015), dark: RGBAColor(hex: 0xFF453A))
    /// A deep amber (#A05A00, 5 : 1 on white) in light, iOS's bright orange in dark.
    public static let standardWarning = Color(
        light: RGBAColor(hex: 0xA05A00), dark: RGBAColor(hex: 0xFFB340))
    /// A grey outline that reads as a field's edge in both appearances: darker than a
    /// separator, lighter than text.
    public static let standardBorder = Color(
        light: RGBAColor(red255: 60, green: 60, blue: 67, alpha: 0.29),
        dark: RGBAColor(red255: 235, green: 235, blue: 245, alpha: 0.3))
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.standard
}

extension EnvironmentValues {
    /// The semantic colours components draw with.
    public var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

extension View {
    /// Sets the semantic colours of every component inside this view.
    public func theme(_ theme: Theme) -> some View {
        environment(\.theme, theme)
    }
}
