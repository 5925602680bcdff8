import Testing

@testable import GalleyText

@Suite struct IconTests {
    let engine = TestEngine.shared

    @Test(arguments: ["star", "heart", "home", "magnify", "chevron-right"])
    func materialNamesResolve(name: String) throws {
        let glyph = try #require(engine.iconGlyph(named: name))
        #expect(!engine.outline(of: glyph, in: .icons).isEmpty)
    }

    @Test func systemNamesMapToMaterialIcons() {
        #expect(SymbolNames.materialName(forSystemName: "house.fill") == "home")
        #expect(SymbolNames.materialName(forSystemName: "star") == "star-outline")
        #expect(SymbolNames.materialName(forSystemName: "star.fill") == "star")
        #expect(SymbolNames.materialName(forSystemName: "magnifyingglass") == "magnify")
        #expect(SymbolNames.materialName(forSystemName: "xmark") == "close")
        #expect(engine.iconGlyph(systemName: "heart.fill") == engine.iconGlyph(named: "heart"))
        #expect(engine.iconGlyph(systemName: "gear") != nil)
    }

    @Test func everyMappedNameExistsInTheFont() {
        #expect(SymbolNames.systemNames.count >= 1000)
        for systemName in SymbolNames.systemNames {
            let material = SymbolNames.materialName(forSystemName: systemName)!
            #expect(engine.iconGlyph(named: material) != nil, "\(systemName) -> \(material)")
        }
    }

    @Test func unknownNamesReturnNil() {
        #expect(engine.iconGlyph(systemName: "no.such.symbol") == nil)
        #expect(engine.iconGlyph(named: "no-such-icon") == nil)
        #expect(engine.iconGlyph(named: "") == nil)
    }

    @Test func iconsHaveTheirOwnFace() throws {
        let glyph = try #require(engine.iconGlyph(named: "home"))
        let outline = engine.outline(of: glyph, in: .icons)
        #expect(outline.key == "MaterialDesignIcons/\(glyph)")
        #expect(engine.advance(of: glyph, in: .icons, size: 24) > 0)
        #expect(engine.unitsPerEm(of: .icons) == outline.unitsPerEm)
    }
}
