import Foundation
import Testing

@testable import GalleyUI

/// `.monospacedDigit()` and `.fontDesign(_:)` on a view set every text inside it.
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

    @Test func everyTextInsideTakesTabularFigures() throws {
        let column = VStack {
            Text("$1,111.11").testID("ones")
            Text("$8,008.80").testID("eights")
        }
        let tabular = try layout(column.monospacedDigit(), width: nil)
        let proportional = try layout(column, width: nil)
        #expect(frame(tabular, "ones").width == frame(tabular, "eights").width)
        #expect(frame(proportional, "ones").width < frame(proportional, "eights").width)
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
