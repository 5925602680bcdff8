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

    /// The text's runs, in order: one for a text made from a string, one per part of a
    /// concatenation (`+`) or an interpolated image. Each keeps its own style.
    var runs: [Run]

    /// A part of a text: characters or a symbol, with the styling set on it.
    struct Run: Equatable {
        enum Content: Equatable {
            case string(String)
            /// An `Image(systemName:)` drawn inline, in the text's font size and colour.
            case symbol(String)
        }

        var content: Content
        var style = TextRunStyle()
    }

    /// The characters of the text; a symbol counts as none.
    var string: String {
        runs.map { run in
            if case .string(let text) = run.content { return text }
            return ""
        }.joined()
    }

    init(runs: [Run]) { self.runs = runs }

    /// Text shown exactly as written.
    public init(verbatim content: String) { runs = [Run(content: .string(content))] }

    /// Text from a string (Galley does not localize).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.init(verbatim: String(content)) }

    /// Text from a string. Disfavoured, as SwiftUI has it, so that a string literal is a
    /// ``LocalizedStringKey`` and may interpolate images and texts.
    @_disfavoredOverload
    public init(_ content: String) { self.init(verbatim: content) }

    /// Text from a string literal, including interpolations: values, and images and texts
    /// shown inline (`Text("Tap \(Image(systemName: "square.and.arrow.up")) to share")`).
    public init(_ key: LocalizedStringKey) { self.init(runs: key.runs) }

    /// A symbol image as text: it takes the text's font size, weight and colour, and
    /// lines up with text beside it (`Text(Image(systemName: "star")) + Text(" 4.8")`).
    /// An image that is not a symbol shows nothing.
    public init(_ image: Image) {
        switch image.source {
        case .symbol(let name): runs = [Run(content: .symbol(name))]
        case .asset: runs = []
        }
    }

    /// Text concatenation: each part keeps its own style; a modifier of the result
    /// styles the parts that did not set it themselves.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }
}

/// Styling set directly on a `Text`, which wins over the environment's.
struct TextRunStyle: Equatable {
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: AnyShapeStyleBox?
    var kerning: CGFloat?
    var baselineOffset: CGFloat?
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
    /// Applies a modifier to every run: the innermost setting wins, as in SwiftUI, so a
    /// change fills in only what a run has not set itself.
    private func with(_ change: (inout TextRunStyle) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index].style) }
        return text
    }

    /// Sets the font of this text.
    public func font(_ font: Font?) -> Text { with { $0.font = $0.font ?? font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = $0.weight ?? weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { with { $0.isItalic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundColor(_ color: Color?) -> Text {
        with { $0.color = $0.color ?? color.map { AnyShapeStyleBox(AnyShapeStyle($0)) } }
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        with { $0.color = $0.color ?? AnyShapeStyleBox(AnyShapeStyle(style)) }
    }
    /// Extra space after each character, in points.
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.kerning = $0.kerning ?? kerning } }
    /// Extra space after each character, in points.
    public func tracking(_ tracking: CGFloat) -> Text { with { $0.kerning = $0.kerning ?? tracking } }
    public func baselineOffset(_ offset: CGFloat) -> Text {
        with { $0.baselineOffset = $0.baselineOffset ?? offset }
    }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { if isActive { $0.isUnderlined = true } }
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with { if isActive { $0.isStruckThrough = true } }
    }
    public func monospacedDigit() -> Text { self }
}

extension Text: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [TextNode(text: self, environment: context.environment, engine: context.textEngine)]
    }
}
