import Foundation

extension View {
    /// The default font of text inside this view.
    public func font(_ font: Font?) -> some View {
        transformingEnvironment { $0.font = font }
    }

    /// The weight of text inside this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformingEnvironment { $0.fontWeightOverride = weight }
    }

    /// The design of text inside this view (`.monospaced`, `.rounded`…), whatever its font
    /// says; nil leaves each font's own design.
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformingEnvironment { $0.fontDesignOverride = design }
    }

    /// Digits of equal width in text inside this view (OpenType `tnum`), so that numbers
    /// that change keep their place: counters, prices, clocks.
    public func monospacedDigit() -> some View {
        transformingEnvironment { $0.monospacedDigitOverride = true }
    }

    /// Bold text inside this view.
    public func bold(_ isActive: Bool = true) -> some View {
        transformingEnvironment { if isActive { $0.fontWeightOverride = .bold } }
    }

    /// Italic text inside this view.
    public func italic(_ isActive: Bool = true) -> some View {
        transformingEnvironment { if isActive { $0.italicOverride = true } }
    }

    /// The most lines text inside this view may take.
    public func lineLimit(_ number: Int?) -> some View {
        transformingEnvironment {
            $0.lineLimit = number
            $0.lineLimitReservesSpace = false
        }
    }

    /// The most lines text may take; with `reservesSpace`, it always takes that many.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformingEnvironment {
            $0.lineLimit = limit
            $0.lineLimitReservesSpace = reservesSpace
        }
    }

    /// How the lines of multiline text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformingEnvironment { $0.multilineTextAlignment = alignment }
    }

    /// Where text that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        transformingEnvironment { $0.truncationMode = mode }
    }

    /// How far text may shrink (0...1) before it is truncated.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        transformingEnvironment { $0.minimumScaleFactor = factor }
    }

    /// Lets text squeeze its letters a little before it shrinks or truncates.
    public func allowsTightening(_ flag: Bool) -> some View {
        transformingEnvironment { $0.allowsTightening = flag }
    }

    /// Extra space between lines of text.
    public func lineSpacing(_ spacing: CGFloat) -> some View {
        transformingEnvironment { $0.lineSpacing = spacing }
    }

    /// Extra space after each character of text inside this view.
    public func kerning(_ kerning: CGFloat) -> some View {
        transformingEnvironment { $0.kerning = kerning }
    }

    /// Extra space after each character of text inside this view.
    public func tracking(_ tracking: CGFloat) -> some View {
        transformingEnvironment { $0.kerning = tracking }
    }

    /// Upper- or lower-cases text inside this view.
    public func textCase(_ textCase: Text.Case?) -> some View {
        transformingEnvironment { $0.textCase = textCase }
    }

    /// Sets the Dynamic Type size for this view.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        transformingEnvironment { $0.dynamicTypeSize = size }
    }
}

private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether text may squeeze its letters before shrinking or truncating.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// Upper- or lower-casing applied to text.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}
