import Foundation
import Testing

@testable import GalleyUI

/// `.monospacedDigit()` and `.fontDesign(_:)` on a view set every text inside it, as the
/// font's own `.monospacedDigit()` and `.monospaced()` do for one text.
@Suite struct FontDesignTests {
    @Test func monospacedDigitsGiveEveryDigitOneWidth() throws {
        let ones = try layout(Text("1111").monospacedDigitsInside().testID("t"), width: nil)
        let eights = try layout(Text("8888").monospacedDigitsInside().testID("t"), width: nil)
        let plainOnes = try layout(Text("1111").testID("t"), width: nil)
        let plainEights = try layout(Text("8888").testID("t"), width: nil)
        // Inter's proportional 1 is narrower than its 8; tabular figures are all as wide.
        #expect(frame(plainOnes, "t").width < frame(plainEights, "t").width)
        #expect(frame(ones, "t").width == frame(eights, "t").width)
    }

    @Test func theViewModifierMeasuresAsTheFontModifier() throws {
        let modified = try layout(VStack { Text("1,024").testID("t") }.monospacedDigit(), width: nil)
        let direct = try layout(Text("1,024").font(.body.monospacedDigit()).testID("t"), width: nil)
        #expect(frame(modified, "t").width == frame(direct, "t").width)
    }

    @Test func aDesignSetOnTheViewIsTheFontsDesign() throws {
        let view = VStack { Text("Total") }.fontDesign(.monospaced)
        var environment = EnvironmentValues()
        environment.fontDesignOverride = .monospaced
        #expect(Font.body.resolve(in: environment).design == .monospaced)
        environment.fontDesignOverride = nil
        #expect(Font.body.monospaced().resolve(in: environment).design == .monospaced)
        _ = try layout(view, width: nil)
    }
}

extension View {
    fileprivate func monospacedDigitsInside() -> some View { VStack { self }.monospacedDigit() }
}
