import Foundation

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct LineLimitReservesSpaceKey: EnvironmentKey { static let defaultValue = false }
private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}
private struct ForegroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }
private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}
private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}
private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue = Text.TruncationMode.tail
}
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct FontWeightOverrideKey: EnvironmentKey {
    static let defaultValue: Font.Weight? = nil
}
private struct ItalicOverrideKey: EnvironmentKey { static let defaultValue = false }
private struct FontDesignOverrideKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }
private struct MonospacedDigitOverrideKey: EnvironmentKey { static let defaultValue = false }
private struct KerningKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
    /// Light or dark appearance; system colours resolve against it.
    public var colorScheme: ColorScheme {
        // Watched or answered while a preview is drawn in both appearances.
        get { AppearanceReading.read(self[ColorSchemeKey.self]) }
        set {
            AppearanceReading.noteWrite()
            self[ColorSchemeKey.self] = newValue
        }
    }

    /// The default font of text; `nil` means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The maximum number of lines of text; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    var lineLimitReservesSpace: Bool {
        get { self[LineLimitReservesSpaceKey.self] }
        set { self[LineLimitReservesSpaceKey.self] = newValue }
    }

    /// How the lines of multiline text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Whether controls respond; disabled ones are drawn dimmed.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The size of controls.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The Dynamic Type size; text styles scale with it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The style of text and symbols; `nil` for the primary label colour.
    public var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The accent colour of controls; `nil` for blue.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The reading direction (Galley lays out left to right).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Pixels per point: 2, the scale geometry is rounded to.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The horizontal size class: compact, as on an iPhone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: regular, as on an iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How small text may shrink to fit before it is truncated.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Extra space between lines of text.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The scale of symbol images relative to the font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    var fontWeightOverride: Font.Weight? {
        get { self[FontWeightOverrideKey.self] }
        set { self[FontWeightOverrideKey.self] = newValue }
    }

    var fontDesignOverride: Font.Design? {
        get { self[FontDesignOverrideKey.self] }
        set { self[FontDesignOverrideKey.self] = newValue }
    }

    var monospacedDigitOverride: Bool {
        get { self[MonospacedDigitOverrideKey.self] }
        set { self[MonospacedDigitOverrideKey.self] = newValue }
    }

    var italicOverride: Bool {
        get { self[ItalicOverrideKey.self] }
        set { self[ItalicOverrideKey.self] = newValue }
    }

    var kerning: CGFloat {
        get { self[KerningKey.self] }
        set { self[KerningKey.self] = newValue }
    }
}
