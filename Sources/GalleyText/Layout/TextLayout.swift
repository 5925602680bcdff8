import Foundation

/// A glyph placed in a text layout.
public struct PositionedGlyph: Hashable, Sendable {
    public var glyph: UInt32
    /// The glyph origin in points from the layout's top-left corner: x along the line,
    /// y on the baseline (y down).
    public var x: Double
    public var y: Double
    public var face: FaceID
    /// The index of the ``TextRun`` the glyph belongs to.
    public var run: Int

    public init(glyph: UInt32, x: Double, y: Double, face: FaceID, run: Int = 0) {
        self.glyph = glyph
        self.x = x
        self.y = y
        self.face = face
        self.run = run
    }
}

/// One line of a laid-out text.
public struct TextLine: Hashable, Sendable {
    /// The characters shown, including an inserted "…" when truncated.
    public var text: String
    /// The advance width without trailing white space, in points.
    public var width: Double
    /// Offset of the line from the layout's left edge (alignment).
    public var x: Double
    /// Top of the line box from the layout's top.
    public var top: Double
    /// Baseline from the layout's top.
    public var baseline: Double
    public var glyphs: [PositionedGlyph]
    public var isTruncated: Bool
    /// The stretches of each run on the line, left to right (for underlines).
    public var spans: [Span]

    /// A stretch of one run on a line.
    public struct Span: Hashable, Sendable {
        /// The index of the ``TextRun``.
        public var run: Int
        /// From the line's left edge (``TextLine/x`` included), in points.
        public var x: Double
        public var width: Double

        public init(run: Int, x: Double, width: Double) {
            self.run = run
            self.x = x
            self.width = width
        }
    }

    public init(
        text: String, width: Double, x: Double, top: Double, baseline: Double,
        glyphs: [PositionedGlyph], isTruncated: Bool, spans: [Span] = []
    ) {
        self.text = text
        self.width = width
        self.x = x
        self.top = top
        self.baseline = baseline
        self.glyphs = glyphs
        self.isTruncated = isTruncated
        self.spans = spans
    }
}

/// A text broken into lines and positioned: what a `Text` view draws.
///
/// Sizes are exact, not rounded to pixels: rounding is the layout engine's business.
public struct TextLayout: Hashable, Sendable {
    public var lines: [TextLine]
    /// The widest line by the number of lines times the line height (plus spacing).
    public var size: CGSize
    public var font: FontSpec
    /// The face that drew the text (the nearest installed to the one asked for).
    public var face: FaceID
    /// Points per font unit of ``face`` at the font's size: the scale for glyph outlines.
    public var glyphScale: Double
    public var lineHeight: Double
    public var metrics: FontMetrics
    /// The runs laid out; a text in one font has one.
    public var runs: [TextRun]

    public init(
        lines: [TextLine], size: CGSize, font: FontSpec, face: FaceID, glyphScale: Double,
        lineHeight: Double, metrics: FontMetrics, runs: [TextRun] = []
    ) {
        self.runs = runs
        self.lines = lines
        self.size = size
        self.font = font
        self.face = face
        self.glyphScale = glyphScale
        self.lineHeight = lineHeight
        self.metrics = metrics
    }

    /// The widest line's width, in points.
    public var width: Double { Double(size.width) }
    /// The height of all lines, in points.
    public var height: Double { Double(size.height) }
    /// Whether any text was cut off (lines dropped or shortened with "…").
    public var isTruncated: Bool { lines.contains { $0.isTruncated } }
    /// The first line's baseline (SwiftUI's `firstTextBaseline`), or 0 with no lines.
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// The last line's baseline (`lastTextBaseline`), or 0 with no lines.
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
    /// Every glyph of every line.
    public var glyphs: [PositionedGlyph] { lines.flatMap(\.glyphs) }
    /// The lines' text joined by newlines.
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    /// The size in points a glyph of `run` is drawn at: its font's, or a symbol's em.
    public func pointSize(ofRun run: Int) -> Double {
        guard runs.indices.contains(run) else { return font.size }
        let size = runs[run].font.size
        return runs[run].symbolGlyph == nil ? size : size * TextRun.symbolEmScale
    }
}
