import Foundation
import GalleySVG
import GalleyText

/// Turns GalleyText layouts into GalleySVG glyph runs.
enum GlyphRunBuilder {
    /// One run per face (a fallback face may have another scale), in order of use.
    static func runs(for layout: TextLayout, engine: TextEngine, origin: CGPoint, paint: Paint)
        -> [GlyphRun]
    {
        var faces: [FaceID] = []
        var glyphsByFace: [FaceID: [GlyphRun.PlacedGlyph]] = [:]
        for glyph in layout.glyphs {
            let outline = engine.outline(of: glyph.glyph, in: glyph.face)
            if outline.isEmpty { continue }
            if glyphsByFace[glyph.face] == nil { faces.append(glyph.face) }
            glyphsByFace[glyph.face, default: []].append(
                GlyphRun.PlacedGlyph(
                    definition: GlyphDefinition(
                        key: outline.key, pathData: outline.pathData, bounds: outline.bounds),
                    position: CGPoint(x: glyph.x, y: glyph.y)))
        }
        return faces.enumerated().map { index, face in
            GlyphRun(
                origin: origin, scale: layout.font.size / Double(engine.unitsPerEm(of: face)),
                glyphs: glyphsByFace[face] ?? [], paint: paint,
                text: index == 0 ? layout.text : "")
        }
    }
}
