import Testing

@testable import GalleyText

@Suite struct OutlineTests {
    let engine = TestEngine.shared

    @Test func capitalHHasAClosedOutline() throws {
        let glyph = try #require(engine.layout("H", font: FontSpec(size: 17)).glyphs.first)
        let outline = engine.outline(of: glyph.glyph, in: glyph.face)
        #expect(outline.pathData.hasPrefix("M"))
        #expect(outline.pathData.contains("Z"))
        #expect(!outline.isEmpty)
        #expect(outline.key == "Inter-Regular/\(glyph.glyph)")
        // H stands on the baseline and reaches the cap height (2048 units in Inter).
        #expect(outline.bounds.minY == 0)
        #expect(outline.bounds.maxY == 2048)
        #expect(outline.unitsPerEm == 2816)
        #expect(outline.advance > 0)
    }

    @Test func spaceHasNoOutline() throws {
        let glyph = try #require(engine.layout(" x", font: FontSpec(size: 17)).glyphs.first)
        let outline = engine.outline(of: glyph.glyph, in: glyph.face)
        #expect(outline.isEmpty)
        #expect(outline.bounds == .zero)
    }

    @Test func outlinesAreDeterministicAndCached() throws {
        let glyph = try #require(
            engine.layout("g", font: FontSpec(size: 17, weight: .bold)).glyphs.first)
        let first = engine.outline(of: glyph.glyph, in: glyph.face)
        let fresh = try TextEngine().outline(of: glyph.glyph, in: glyph.face)
        #expect(first == fresh)
        #expect(!first.pathData.contains("-0 ") && !first.pathData.contains("e"))
    }

    @Test func aTextsOutlinesComeInItsGlyphsOrderFromEveryFace() throws {
        // Glyphs in two faces and a symbol, outlines not yet made by this engine: the batch
        // gives, glyph for glyph, what asking for each one gives.
        let fresh = try TextEngine()
        let star = try #require(fresh.iconGlyph(systemName: "star"))
        let layout = fresh.layout(runs: [
            TextRun(.symbol(glyph: star), font: FontSpec(size: 17)), .text("Ada g", font: FontSpec(size: 17)),
            .text("Bold g", font: FontSpec(size: 17, weight: .bold)),
        ])
        let glyphs = layout.glyphs
        #expect(Set(glyphs.map(\.face)).count == 3)
        let batch = fresh.outlines(of: glyphs)
        #expect(batch == glyphs.map { fresh.outline(of: $0.glyph, in: $0.face) })
        // Asked again, from the cache.
        #expect(fresh.outlines(of: glyphs) == batch)
        #expect(fresh.outlines(of: []).isEmpty)
    }

    @Test func facesHaveDistinctKeys() throws {
        let regular = try #require(engine.layout("a", font: FontSpec(size: 17)).glyphs.first)
        let bold = try #require(
            engine.layout("a", font: FontSpec(size: 17, weight: .bold)).glyphs.first)
        let a = engine.outline(of: regular.glyph, in: regular.face)
        let b = engine.outline(of: bold.glyph, in: bold.face)
        #expect(a.key != b.key)
        #expect(a.pathData != b.pathData)
    }

    @Test func pathNumbersAreCompact() {
        var writer = OutlinePathWriter(decimals: 2)
        writer.command("M", [1, -2])
        writer.command("L", [0.5, 0.25])
        writer.command("L", [-0.001, 3.10])
        // ".25" after ".5" needs no space: a second "." starts a new number.
        #expect(writer.output == "M1-2L.5.25L0 3.1")
    }
}
