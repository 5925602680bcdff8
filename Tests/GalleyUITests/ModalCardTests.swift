import Foundation
import GalleySVG
import Testing

@testable import GalleyUI

@Suite struct ModalCardTests {
    private var card: some View {
        ModalCard(
            title: "Delete Account", message: "This action cannot be undone.",
            primaryAction: { Button("Delete", role: .destructive) {}.testID("primary") },
            secondaryAction: { Button("Cancel", role: .cancel) {}.testID("secondary") })
    }

    @Test func buttonsSitSideBySideWhenTheyFit() throws {
        let root = try layout(card, width: 390)
        let primary = frame(root, "primary")
        let secondary = frame(root, "secondary")
        #expect(primary.minY == secondary.minY)
        #expect(secondary.maxX < primary.minX)  // Cancel on the left, as in iOS alerts
        #expect(primary.width == secondary.width)  // equal halves
        #expect(primary.height >= 44)  // HIG minimum tap target
        #expect(isClose(primary.maxX, 390 - 24))
    }

    @Test func buttonsStackWhenTheyDoNotFit() throws {
        let root = try layout(card, width: 200)
        let primary = frame(root, "primary")
        let secondary = frame(root, "secondary")
        #expect(primary.minX == secondary.minX)
        #expect(primary.width == secondary.width)
        #expect(primary.maxY < secondary.minY)  // the action the card is about on top
        #expect(isClose(primary.width, 200 - 48))
    }

    @Test func factoryButtonsBecomeButtonsWithTheirRoles() throws {
        let factory = ModalCard(
            title: "Delete Account", message: "This action cannot be undone.",
            primaryButton: .destructive(Text("Delete")) {}, secondaryButton: .cancel())
        for scheme in ColorScheme.allCases {
            let result = try render(factory, colorScheme: scheme)
            #expect(result.root.all(type: "Button").count == 2)
            let fills = fillPaints(in: result.displayList)
            #expect(fills.contains(solid(Theme.standard.negative, scheme)))
            #expect(fills.contains(solid(Color(.tertiarySystemFill), scheme)))
            #expect(textPaint("Delete", in: result.displayList) == solid(.white))
            #expect(textPaint("Cancel", in: result.displayList) == solid(Color(.label), scheme))
            #expect(
                textPaint("This action cannot be undone.", in: result.displayList)
                    == solid(Color(.secondaryLabel), scheme))
        }
    }

    @Test func defaultButtonsUseTheAccentAndASingleActionSpansTheCard() throws {
        let root = try render(
            ModalCard(title: "Saved", primaryButton: .default(Text("OK")) {}))
        #expect(fillPaints(in: root.displayList).contains(solid(.blue)))
        let button = try #require(root.root.all(type: "Button").first)
        #expect(button.frame.width == 390 - 48)
        let tinted = try render(ModalCard(title: "Saved", primaryButton: .default(Text("OK")) {}).tint(.orange))
        #expect(fillPaints(in: tinted.displayList).contains(solid(.orange)))
    }

    @Test func aCustomModalCardStyleReceivesTheSlots() throws {
        struct Bare: ModalCardStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 0) {
                    configuration.title
                    configuration.primaryAction
                }
            }
        }
        let result = try render(
            ModalCard(title: "T", message: "M", primaryButton: .default(Text("Go")))
                .modalCardStyle(Bare()))
        #expect(result.accessibilityText == ["T", "Go"])
    }
}
