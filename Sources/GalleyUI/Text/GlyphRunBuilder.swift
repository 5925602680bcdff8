import Foundation
import GalleySVG
import GalleyText

/// Turns GalleyText layouts into GalleySVG glyph runs.
enum GlyphRunBuilder {
    /// One run per text run and face (a symbol's icon font has another scale), in order of
    /// use, each painted with its text run's paint and raised by its baseline offset; the
    /// first carries `text` for readers (the layout's characters by default).
    static func runs(
        for layout: TextLayout, engine: TextEngine, origin: CGPoint, text: String? = nil,
        baselineOffset: (_ run: Int) -> CGFloat = { _ in 0 }, paint: (_ run: Int) -> Paint
    ) -> [GlyphRun] {
        struct Group {
            var run: Int
            var face: FaceID
            var glyphs: [GlyphRun.PlacedGlyph]
        }
        // A text has a run or two and a face or two, and a glyph's group is nearly always
        // the last one made: searching the groups from the end costs less than hashing
        // every glyph's group.
        var groups: [Group] = []
        let glyphs = layout.glyphs
        for (position, (glyph, outline)) in zip(glyphs, engine.outlines(of: glyphs)).enumerated()
        where !outline.isEmpty {
            let placed = GlyphRun.PlacedGlyph(
                definition: GlyphDefinition(key: outline.key, engineOutline: outline.pathData, bounds: outline.bounds),
                position: CGPoint(x: glyph.x, y: glyph.y))
            if let index = groups.lastIndex(where: { $0.run == glyph.run && $0.face == glyph.face }) {
                groups[index].glyphs.append(placed)
            } else {
                // Room for every glyph left: a text is mostly one group, grown once.
                var list: [GlyphRun.PlacedGlyph] = []
                list.reserveCapacity(glyphs.count - position)
                list.append(placed)
                groups.append(Group(run: glyph.run, face: glyph.face, glyphs: list))
            }
        }
        return groups.enumerated().map { index, group in
            GlyphRun(
                origin: CGPoint(x: origin.x, y: origin.y - baselineOffset(group.run)),
                scale: layout.pointSize(ofRun: group.run) / Double(engine.unitsPerEm(of: group.face)),
                glyphs: group.glyphs, paint: paint(group.run),
                text: index == 0 ? text ?? layout.text : "")
        }
    }

    /// The runs of a text in one paint.
    static func runs(for layout: TextLayout, engine: TextEngine, origin: CGPoint, paint: Paint) -> [GlyphRun] {
        runs(for: layout, engine: engine, origin: origin) { _ in paint }
    }
}
