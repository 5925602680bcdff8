import Foundation
import Testing

@testable import GalleyText

/// The text engine from many tasks at once, as a parallel build uses it. What this
/// exercises that Swift cannot check: the HarfBuzz fonts shared by every thread
/// (`LoadedFace`, `@unchecked Sendable`) and the process's one set of outline callbacks
/// (`OutlineExtractor.drawFunctions`, `nonisolated(unsafe)`). A fresh engine per test, so
/// that the threads also race to fill its empty caches.
@Suite struct TextEngineConcurrencyTests {
    static let texts = (0..<24).map { "Concurrent text number \($0) wraps somewhere, Ävå & “quotes”" }
    static let fonts = [
        FontSpec(size: 15), FontSpec(size: 17, weight: .semibold), FontSpec(size: 13, weight: .bold, italic: true),
    ]

    /// What one thread computes for a text: its lines and every glyph's outline.
    static func picture(of text: String, font: FontSpec, engine: TextEngine) -> [String] {
        let layout = engine.layout(text, font: font, options: TextLayoutOptions(width: 120))
        return ["\(layout.width)x\(layout.height)"]
            + layout.glyphs.map { engine.outline(of: $0.glyph, in: layout.face).pathData }
    }

    @Test func shapingAndOutlinesFromManyTasksMatchOneThread() async throws {
        let engine = try TextEngine()
        let drawn = await withTaskGroup(of: (String, [String]).self) { group in
            for round in 0..<4 {
                for (index, text) in Self.texts.enumerated() {
                    let font = Self.fonts[(index + round) % Self.fonts.count]
                    group.addTask { ("\(font)|\(text)", Self.picture(of: text, font: font, engine: engine)) }
                }
            }
            var all: [(String, [String])] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(drawn.count == 4 * Self.texts.count)
        let alone = try TextEngine()
        for (key, picture) in drawn {
            let parts = key.split(separator: "|", maxSplits: 1)
            let font = try #require(Self.fonts.first { "\($0)" == parts[0] })
            #expect(picture == Self.picture(of: String(parts[1]), font: font, engine: alone))
        }
    }

    @Test func iconsFromManyTasksMatchOneThread() async throws {
        let engine = try TextEngine()
        let names = ["star", "heart", "home", "magnify", "email", "bell", "account", "calendar"]
        let glyphs = names.compactMap { engine.iconGlyph(named: $0) }
        #expect(glyphs.count == names.count)
        let outlines = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<16 {
                group.addTask { glyphs.map { engine.outline(of: $0, in: .icons).pathData } }
            }
            var all: [[String]] = []
            for await result in group { all.append(result) }
            return all
        }
        let alone = try TextEngine()
        let expected = glyphs.map { alone.outline(of: $0, in: .icons).pathData }
        #expect(outlines.allSatisfy { $0 == expected })
        #expect(expected.allSatisfy { !$0.isEmpty })
    }
}
