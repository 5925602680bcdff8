import Testing

@testable import GalleyText

@Suite struct MeasurementTests {
    let engine = TestEngine.shared

    @Test func helloWorldMatchesChromium() {
        // Chromium measures 96.547 px for the same text and font.
        let width = engine.width(of: "Hello, World", font: FontSpec(size: 17))
        #expect(approximately(width, 96.543, within: 0.01))
    }

    @Test(arguments: [
        // (text, size, weight, italic, expected width) measured with HarfBuzz, cross-checked in
        // Chromium (NOTES-text.md).
        ("Hello, World", 17.0, FontWeight.semibold, false, 99.157),
        ("Hello, World", 17.0, FontWeight.bold, false, 100.449),
        ("Settings", 34.0, FontWeight.bold, false, 140.021),
        ("Cancel", 15.0, FontWeight.regular, true, 48.835),
        ("Wave AVAVA", 20.0, FontWeight.medium, false, 121.477),
        ("The quick brown fox jumps over the lazy dog.", 13.0, FontWeight.regular, false, 278.669),
        ("Bold italic 0123", 22.0, FontWeight.bold, true, 164.672),
        ("AV", 17.0, FontWeight.regular, false, 21.83),
        ("Caption text, 12 pt", 12.0, FontWeight.regular, false, 104.148),
    ])
    func pinnedWidths(text: String, size: Double, weight: FontWeight, italic: Bool, expected: Double) {
        let width = engine.width(of: text, font: FontSpec(size: size, weight: weight, italic: italic))
        #expect(approximately(width, expected, within: 0.01), "\(text) measured \(width)")
    }

    @Test func kerningNarrowsPairs() {
        // "AV" kerns in Inter: together it is narrower than its letters apart.
        let font = FontSpec(size: 40)
        let pair = engine.width(of: "AV", font: font)
        let apart = engine.width(of: "A", font: font) + engine.width(of: "V", font: font)
        #expect(pair < apart - 0.5)
    }

    @Test func trackingAddsAfterEveryCharacter() {
        let plain = engine.width(of: "Galley", font: FontSpec(size: 17))
        let tracked = engine.width(of: "Galley", font: FontSpec(size: 17, tracking: 2))
        #expect(approximately(tracked - plain, 12, within: 1e-9))
    }

    @Test func monospacedDigitsShareOneWidth() {
        let font = FontSpec(size: 17, monospacedDigits: true)
        #expect(engine.width(of: "1111", font: font) == engine.width(of: "8888", font: font))
        let proportional = FontSpec(size: 17)
        #expect(
            engine.width(of: "1111", font: proportional) < engine.width(of: "8888", font: proportional))
    }

    @Test func widthScalesWithSize() {
        let small = engine.width(of: "Proportional", font: FontSpec(size: 10))
        let large = engine.width(of: "Proportional", font: FontSpec(size: 30))
        #expect(approximately(large, small * 3, within: 1e-9))
    }

    @Test func heavierWeightsAreWider() {
        let widths = [FontWeight.light, .regular, .semibold, .black].map {
            engine.width(of: "Typography", font: FontSpec(size: 17, weight: $0))
        }
        #expect(widths == widths.sorted())
        #expect(Set(widths).count == widths.count)
    }

    @Test func everyWeightResolvesToItsOwnFace() {
        for weight in FontWeight.allCases {
            for italic in [false, true] {
                let face = engine.resolvedFace(for: FontSpec(size: 12, weight: weight, italic: italic))
                #expect(face == .inter(weight: weight, italic: italic))
                #expect(engine.source(of: face) == .embedded(fileName: "\(face.key).otf"))
            }
        }
    }
}
