import Foundation
import Testing

@testable import GalleyUI

/// Styles compose as in SwiftUI: the innermost `.xStyle(_:)` draws, and a control of the
/// same kind that a style's body makes is drawn by the next style out.
@Suite struct StyleCompositionTests {
    /// Pads whatever label the next style out draws.
    struct PaddedLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label(configuration).padding(10)
        }
    }

    /// Draws a button with the next button style out, on a wider frame.
    struct WideButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(action: {}) { configuration.label }.padding(.horizontal, 20)
        }
    }

    @Test func aLabelInsideALabelStyleIsDrawnByTheNextStyleOut() throws {
        let titleOnly = try frame(layout(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly).testID("l")), "l")
        let composed = try layout(
            Label("Inbox", systemImage: "tray").labelStyle(PaddedLabelStyle()).labelStyle(.titleOnly).testID("l"))
        #expect(frame(composed, "l").width == titleOnly.width + 20)
        #expect(frame(composed, "l").height == titleOnly.height + 20)
        // The title-only style drew it: no icon.
        #expect(composed.first(where: { $0.type == "Image" }) == nil)
    }

    @Test func withNoStyleOutsideTheDefaultStyleDrawsAndNothingRecurses() throws {
        let plain = try frame(layout(Label("Inbox", systemImage: "tray").testID("l")), "l")
        let padded = try layout(Label("Inbox", systemImage: "tray").labelStyle(PaddedLabelStyle()).testID("l"))
        #expect(frame(padded, "l").width == plain.width + 20)
        #expect(padded.first(where: { $0.type == "Image" }) != nil)
    }

    @Test func theInnermostOfStackedStylesWins() throws {
        let iconOnly = try frame(layout(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly).testID("l")), "l")
        let stacked = try frame(
            layout(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly).labelStyle(.titleOnly).testID("l")), "l")
        #expect(stacked == iconOnly)
    }

    @Test func aButtonInsideAButtonStyleTakesTheStyleAround() throws {
        let prominent = try frame(layout(Button("Save") {}.buttonStyle(.borderedProminent).testID("b")), "b")
        let wide = try frame(
            layout(Button("Save") {}.buttonStyle(WideButtonStyle()).buttonStyle(.borderedProminent).testID("b")), "b")
        #expect(wide.width == prominent.width + 40)
        #expect(wide.height == prominent.height)
    }

    @Test func componentsInsideAStyledComponentsContentKeepEveryStyle() throws {
        // The inner card is in the outer card's content: the shadow style reaches it too.
        let root = try layout(
            Card { Card { Text("Inner") }.testID("inner") }.testID("outer").cardStyle(.shadow))
        let alone = try frame(layout(Card { Text("Inner") }.cardStyle(.shadow).testID("c")), "c")
        #expect(frame(root, "inner").size == alone.size)
    }
}

extension LaidOutNode {
    /// The first node, depth first, that `matches`.
    fileprivate func first(where matches: (LaidOutNode) -> Bool) -> LaidOutNode? {
        if matches(self) { return self }
        for child in children {
            if let found = child.first(where: matches) { return found }
        }
        return nil
    }
}
