import Foundation
import GalleySVG
import Testing

@testable import GalleyUI

@Suite struct ControlStyleTests {
    @Test func primitiveButtonStylesReceiveTheActionAndTheRole() throws {
        final class Box { var tapped = false }
        struct Triggering: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.trigger()
                return configuration.label.padding(3)
                    .foregroundStyle(configuration.role == .destructive ? Color.red : Color.green)
            }
        }
        let box = Box()
        let result = try render(Button("Go", role: .destructive) { box.tapped = true }.buttonStyle(Triggering()))
        #expect(box.tapped)
        #expect(textPaint("Go", in: result.displayList) == solid(.red))
    }

    @Test func builtInButtonStylesAreDistinct() throws {
        let tinted = try render(Button("A") {}.buttonStyle(.borderless))
        #expect(textPaint("A", in: tinted.displayList) == solid(.blue))
        let plain = try render(Button("A") {}.buttonStyle(.plain))
        #expect(textPaint("A", in: plain.displayList) == solid(Color(.label)))
        let bordered = try render(Button("A") {}.buttonStyle(.bordered))
        #expect(fillPaints(in: bordered.displayList) == [solid(Color.blue.opacity(0.15))])
        let prominent = try render(Button("A") {}.buttonStyle(.borderedProminent))
        #expect(fillPaints(in: prominent.displayList) == [solid(.blue)])
        #expect(textPaint("A", in: prominent.displayList) == solid(.white))
        let destructive = try render(
            Button("A", role: .destructive) {}.buttonStyle(.borderedProminent), colorScheme: .dark)
        #expect(fillPaints(in: destructive.displayList) == [solid(.red, .dark)])
    }

    @Test func aButtonStyleOnAContainerReachesEveryButtonUnlessOverridden() throws {
        let root = try layout(
            VStack {
                Button("A") {}.testID("a")
                Button("A") {}.buttonStyle(.plain).testID("b")
            }
            .buttonStyle(.bordered))
        let text = try frame(layout(Text("A").testID("t")), "t")
        #expect(frame(root, "a").width == text.width + 24)
        #expect(frame(root, "b").width == text.width)
    }

    @Test func groupBoxPadsItsContentUnderItsLabel() throws {
        let root = try layout(GroupBox("Storage") { Text("42 GB").testID("c") }.testID("g"))
        #expect(frame(root, "g").width == 390)
        #expect(frame(root, "c").minX == 16)
        let result = try render(GroupBox { Text("x") })
        #expect(fillPaints(in: result.displayList) == [solid(Color(.secondarySystemBackground))])
    }

    @Test func progressViewStyles() throws {
        let bar = try layout(ProgressView(value: 0.5).testID("p"))
        #expect(frame(bar, "p").height == 4)
        #expect(frame(bar, "p").width == 390)
        let spinner = try layout(ProgressView().testID("p"))
        #expect(frame(spinner, "p").size == CGSize(width: 20, height: 20))
        let ring = try render(ProgressView(value: 0.25).progressViewStyle(.circular).testID("p"))
        #expect(ring.root.first(identifier: "p")?.frame.rect.size == CGSize(width: 24, height: 24))
        #expect(strokePaints(in: ring.displayList) == [solid(Color(.systemFill)), solid(.blue)])
        let emptyBar = try layout(ProgressView().progressViewStyle(.linear).testID("p"))
        #expect(frame(emptyBar, "p").height == 4)
    }
}
