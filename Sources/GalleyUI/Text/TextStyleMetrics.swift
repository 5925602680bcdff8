import Foundation

/// Sizes, line heights and weights of the iOS text styles at the default (Large)
/// Dynamic Type size, from the Human Interface Guidelines.
struct TextStyleMetrics {
    let size: CGFloat
    let lineHeight: CGFloat
    let weight: Font.Weight

    static func of(_ style: Font.TextStyle) -> TextStyleMetrics {
        switch style {
        case .largeTitle: TextStyleMetrics(size: 34, lineHeight: 41, weight: .regular)
        case .title: TextStyleMetrics(size: 28, lineHeight: 34, weight: .regular)
        case .title2: TextStyleMetrics(size: 22, lineHeight: 28, weight: .regular)
        case .title3: TextStyleMetrics(size: 20, lineHeight: 25, weight: .regular)
        case .headline: TextStyleMetrics(size: 17, lineHeight: 22, weight: .semibold)
        case .body: TextStyleMetrics(size: 17, lineHeight: 22, weight: .regular)
        case .callout: TextStyleMetrics(size: 16, lineHeight: 21, weight: .regular)
        case .subheadline: TextStyleMetrics(size: 15, lineHeight: 20, weight: .regular)
        case .footnote: TextStyleMetrics(size: 13, lineHeight: 18, weight: .regular)
        case .caption: TextStyleMetrics(size: 12, lineHeight: 16, weight: .regular)
        case .caption2: TextStyleMetrics(size: 11, lineHeight: 13, weight: .regular)
        }
    }

    /// The HIG line height for an arbitrary size, interpolated between the text styles
    /// (about 1.2–1.3 × the size), so that fixed-size fonts space like their neighbours.
    static func lineHeight(forSize size: CGFloat) -> CGFloat {
        let table: [(CGFloat, CGFloat)] = [
            (11, 13), (12, 16), (13, 18), (15, 20), (16, 21), (17, 22), (20, 25), (22, 28), (28, 34),
            (34, 41),
        ]
        if size <= table[0].0 { return size * table[0].1 / table[0].0 }
        for (lower, upper) in zip(table, table.dropFirst()) where size <= upper.0 {
            let t = (size - lower.0) / (upper.0 - lower.0)
            return lower.1 + t * (upper.1 - lower.1)
        }
        return size * 41 / 34
    }

    /// How much larger than at the default size text is at `dynamicTypeSize`: the
    /// ratio of body sizes (14…53 pt) from Apple's Dynamic Type tables.
    static func scale(for dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        let bodySize: CGFloat =
            switch dynamicTypeSize {
            case .xSmall: 14
            case .small: 15
            case .medium: 16
            case .large: 17
            case .xLarge: 19
            case .xxLarge: 21
            case .xxxLarge: 23
            case .accessibility1: 28
            case .accessibility2: 33
            case .accessibility3: 40
            case .accessibility4: 47
            case .accessibility5: 53
            }
        return bodySize / 17
    }
}

/// A font with everything decided: the size in points, the weight, italics, design,
/// and the HIG line height its text style asks for.
struct ResolvedFont: Hashable {
    var size: CGFloat
    var weight: Font.Weight
    var isItalic: Bool
    var design: Font.Design
    /// Digits of equal width (`monospacedDigit()` on the view).
    var usesMonospacedDigits: Bool
    /// The HIG line height, which sets the gap between texts stacked vertically.
    var styleLineHeight: CGFloat
}

extension Font {
    /// The font in an environment (Dynamic Type size, legibility weight, bold/italic).
    func resolve(in environment: EnvironmentValues) -> ResolvedFont {
        let scale = TextStyleMetrics.scale(for: environment.dynamicTypeSize)
        let size: CGFloat
        let lineHeight: CGFloat
        var weight: Font.Weight
        switch base {
        case .textStyle(let style):
            let metrics = TextStyleMetrics.of(style)
            size = metrics.size * scale
            lineHeight = metrics.lineHeight * scale
            weight = metrics.weight
        case .system(let fixedSize):
            size = fixedSize
            lineHeight = TextStyleMetrics.lineHeight(forSize: fixedSize)
            weight = .regular
        case .custom(_, let baseSize, let relativeTo):
            size = relativeTo == nil ? baseSize : baseSize * scale
            lineHeight = TextStyleMetrics.lineHeight(forSize: size)
            weight = .regular
        }
        if let explicit = self.weight { weight = explicit }
        if let override = environment.fontWeightOverride { weight = override }
        return ResolvedFont(
            size: size, weight: weight, isItalic: isItalic || environment.italicOverride,
            design: environment.fontDesignOverride ?? design,
            // The view modifier's tabular figures only: a font's own `monospacedDigit()`
            // still draws proportional ones, as the money input's layout was measured with.
            usesMonospacedDigits: environment.monospacedDigitOverride,
            styleLineHeight: lineHeight)
    }
}
