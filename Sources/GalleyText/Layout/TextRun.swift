/// A piece of a text set in one font: characters, or a symbol from the icon font drawn
/// inline (SwiftUI's `Text(Image(systemName:))` and `Text("…\(Image(…))…")`).
///
/// A text made of several runs is shaped run by run and broken into lines as one: the
/// line box fits the tallest font, and each glyph keeps the index of its run (for its
/// colour and decorations).
public struct TextRun: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case text(String)
        /// An icon font glyph, sized to the run's font as an SF Symbol is to text: its
        /// em square is 1.2 × the font size and its center sits on the capitals' center.
        case symbol(glyph: UInt32)
    }

    public var content: Content
    public var font: FontSpec

    public init(_ content: Content, font: FontSpec) {
        self.content = content
        self.font = font
    }

    /// A run of characters.
    public static func text(_ text: String, font: FontSpec) -> TextRun { TextRun(.text(text), font: font) }

    /// The character a symbol takes in the text: U+FFFC, OBJECT REPLACEMENT CHARACTER.
    public static let symbolCharacter: Character = "\u{FFFC}"

    /// The characters of the run as laid out (a symbol is ``symbolCharacter``).
    var characters: String {
        switch content {
        case .text(let text): text
        case .symbol: String(Self.symbolCharacter)
        }
    }

    /// The symbol glyph, for a symbol run.
    var symbolGlyph: UInt32? {
        if case .symbol(let glyph) = content { return glyph }
        return nil
    }

    /// A symbol's em square relative to the font size: Material icons fill 20/24 of their
    /// em, so 1.2 em makes the visible icon as tall as the font size (as `Image` does).
    public static let symbolEmScale = 1.2

    /// How far below the text's baseline a symbol's own baseline sits, as a fraction of
    /// the font size: the icon's center (0.375 em above its baseline, 7/8 down the em)
    /// then lines up with the center of capitals (0.36 of the size above the baseline).
    static let symbolBaselineDrop = 0.375 * symbolEmScale - 0.36
}
