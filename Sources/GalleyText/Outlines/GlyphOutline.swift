import Foundation

/// A glyph's outline as SVG path data, in font units with y pointing UP (the font's own
/// coordinates, origin on the baseline at the pen position).
///
/// To draw it at a point size with y down, apply `scale(s, -s)` with
/// `s = size / unitsPerEm` (``TextLayout/glyphScale``) after translating to the glyph's
/// position; GalleySVG's `GlyphRun` does exactly that.
public struct GlyphOutline: Hashable, Sendable {
    public var face: FaceID
    public var glyph: UInt32
    /// Unique across faces, e.g. `Inter-Bold/43`: the key to define the outline once per SVG.
    public var key: String
    /// SVG path data (`d`), numbers with at most two decimals; empty for a blank glyph.
    public var pathData: String
    /// The ink bounding box in font units, y up; zero for a blank glyph.
    public var bounds: CGRect
    public var unitsPerEm: Int
    /// The horizontal advance in font units.
    public var advance: Int

    public init(
        face: FaceID, glyph: UInt32, pathData: String, bounds: CGRect, unitsPerEm: Int, advance: Int
    ) {
        self.face = face
        self.glyph = glyph
        self.key = "\(face.key)/\(glyph)"
        self.pathData = pathData
        self.bounds = bounds
        self.unitsPerEm = unitsPerEm
        self.advance = advance
    }

    /// Whether the glyph draws nothing (a space).
    public var isEmpty: Bool { pathData.isEmpty }
}
