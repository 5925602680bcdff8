import Foundation

/// A font description: an iOS text style or an explicit size, with weight, design and
/// italics. Galley draws every design with Inter (SF Pro may not be shipped), except
/// `.monospaced`, which GalleyText maps to its monospaced face where it has one.
public struct Font: Hashable, Sendable {
    /// The iOS text styles, at the sizes of the Human Interface Guidelines.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
        case caption, caption2
    }

    /// A font weight; `rawValue` is the CSS/OpenType weight (100...900).
    public struct Weight: Hashable, Sendable, Comparable {
        public let rawValue: Int
        public static let ultraLight = Weight(rawValue: 100)
        public static let thin = Weight(rawValue: 200)
        public static let light = Weight(rawValue: 300)
        public static let regular = Weight(rawValue: 400)
        public static let medium = Weight(rawValue: 500)
        public static let semibold = Weight(rawValue: 600)
        public static let bold = Weight(rawValue: 700)
        public static let heavy = Weight(rawValue: 800)
        public static let black = Weight(rawValue: 900)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A type design.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    let base: Base
    var design: Design = .default
    var weight: Weight?
    var isItalic = false
    var usesMonospacedDigits = false

    init(base: Base, design: Design = .default, weight: Weight? = nil) {
        self.base = base
        self.design = design
        self.weight = weight
    }

    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    public static let title = Font(base: .textStyle(.title))
    public static let title2 = Font(base: .textStyle(.title2))
    public static let title3 = Font(base: .textStyle(.title3))
    public static let headline = Font(base: .textStyle(.headline))
    public static let subheadline = Font(base: .textStyle(.subheadline))
    public static let body = Font(base: .textStyle(.body))
    public static let callout = Font(base: .textStyle(.callout))
    public static let footnote = Font(base: .textStyle(.footnote))
    public static let caption = Font(base: .textStyle(.caption))
    public static let caption2 = Font(base: .textStyle(.caption2))

    /// A text style with a design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
        -> Font
    {
        Font(base: .textStyle(style), design: design ?? .default, weight: weight)
    }

    /// The system font at a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), design: design ?? .default, weight: weight)
    }

    /// A named font; Galley draws it with Inter at that size.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A named font at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// A named font that scales like `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    public func monospacedDigit() -> Font {
        var font = self
        font.usesMonospacedDigits = true
        return font
    }

    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }
}
