import Foundation

/// A glyph's outline as GalleyText produces it: SVG path data in font units, y pointing UP
/// (the font's own coordinates), defined once per document and reused.
public struct GlyphDefinition: Hashable, Sendable {
    /// Identifies the outline across the whole document, e.g. `"Inter-Bold/43"`.
    public var key: String
    /// Path data in font units, y up; empty for a glyph that draws nothing (a space).
    public var pathData: String {
        didSet { pathDataIsXMLSafe = !needsXMLEscaping(pathData) }
    }
    /// The outline's bounding box in font units, y up (origin at the baseline).
    public var bounds: CGRect
    /// Whether the path data can go into an attribute as it is. Every document a preview
    /// draws defines the glyphs it uses, and scanning their outlines again for characters
    /// to escape cost more than writing them.
    private(set) var pathDataIsXMLSafe: Bool

    public init(key: String, pathData: String, bounds: CGRect) {
        self.key = key
        self.pathData = pathData
        self.bounds = bounds
        pathDataIsXMLSafe = !needsXMLEscaping(pathData)
    }

    /// A definition from an outline the text engine wrote (numbers and path commands
    /// only), so it is not scanned for characters to escape.
    package init(key: String, engineOutline pathData: String, bounds: CGRect) {
        self.key = key
        self.pathData = pathData
        self.bounds = bounds
        pathDataIsXMLSafe = true
    }
}

/// Glyphs of one face at one size, drawn with one paint.
///
/// Each glyph is drawn at `origin + position` (points, y down) and scaled by `scale`
/// points per font unit, flipped vertically because outlines are y-up.
public struct GlyphRun: Hashable, Sendable {
    /// A glyph and where its origin (on the baseline) sits, relative to the run's origin.
    public struct PlacedGlyph: Hashable, Sendable {
        public var definition: GlyphDefinition
        public var position: CGPoint

        public init(definition: GlyphDefinition, position: CGPoint) {
            self.definition = definition
            self.position = position
        }
    }

    public var origin: CGPoint
    /// Points per font unit: the font size divided by the face's units per em.
    public var scale: Double
    public var glyphs: [PlacedGlyph]
    public var paint: Paint
    /// The text the glyphs spell, for accessibility and for the document's description.
    public var text: String

    public init(
        origin: CGPoint, scale: Double, glyphs: [PlacedGlyph], paint: Paint, text: String
    ) {
        self.origin = origin
        self.scale = scale
        self.glyphs = glyphs
        self.paint = paint
        self.text = text
    }
}
