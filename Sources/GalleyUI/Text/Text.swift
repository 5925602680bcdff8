import Foundation

/// One or more lines of read-only text.
///
/// Proposed no width, a text takes one line per paragraph; proposed a width, it wraps
/// at word boundaries and reports its widest line; proposed too little height, it
/// shows the lines that fit and truncates the last one.
public struct Text: View, Equatable {
    public typealias Body = Never

    /// Where text that does not fit is cut.
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }

    /// Case transformations for `textCase`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    var string: String
    var style = TextRunStyle()

    /// Text shown exactly as written.
    public init(verbatim content: String) { string = content }

    /// Text from a string (Galley does not localize).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }

    /// Text from a string literal, including interpolations.
    public init(_ content: String) { string = content }

    /// Text concatenation: the result keeps the first text's style (Galley lays out one
    /// style per text).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.string += rhs.string
        return result
    }
}

/// Styling set directly on a `Text`, which wins over the environment's.
struct TextRunStyle: Equatable {
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: AnyShapeStyleBox?
    var kerning: CGFloat?
    var baselineOffset: CGFloat = 0
    var isUnderlined = false
    var isStruckThrough = false
}

/// A shape style stored in an `Equatable` text; styles compare by identity of the box.
final class AnyShapeStyleBox: Equatable {
    let style: AnyShapeStyle
    init(_ style: AnyShapeStyle) { self.style = style }
    static func == (lhs: AnyShapeStyleBox, rhs: AnyShapeStyleBox) -> Bool { lhs === rhs }
}

extension Text {
    private func with(_ change: (inout TextRunStyle) -> Void) -> Text {
        var text = self
        change(&text.style)
        return text
    }

    /// Sets the font of this text.
    public func font(_ font: Font?) -> Text { with { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { with { $0.isItalic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundColor(_ color: Color?) -> Text {
        with { $0.color = color.map { AnyShapeStyleBox(AnyShapeStyle($0)) } }
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        with { $0.color = AnyShapeStyleBox(AnyShapeStyle(style)) }
    }
    /// Extra space after each character, in points.
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.kerning = kerning } }
    /// Extra space after each character, in points.
    public func tracking(_ tracking: CGFloat) -> Text { with { $0.kerning = tracking } }
    public func baselineOffset(_ offset: CGFloat) -> Text { with { $0.baselineOffset = offset } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { $0.isUnderlined = isActive }
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { $0.isStruckThrough = isActive }
    }
    public func monospacedDigit() -> Text { self }
}

extension Text: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [TextNode(text: self, environment: context.environment, engine: context.textEngine)]
    }
}
