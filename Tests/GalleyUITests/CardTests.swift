import Foundation
import GalleySVG
import Testing

@testable import GalleyUI

@Suite struct CardTests {
    private let label = Text("Five Stars").font(.title)

    @Test func stylesPadTheContentAndDrawTheirBackground() throws {
        let text = try frame(layout(label.testID("t")), "t")
        for style in [AnyCardStyle(.roundedRectangle), AnyCardStyle(.shadow), AnyCardStyle(.colorful(color: .red))] {
            let card = try frame(layout(Card { Text("Five Stars") }.cardStyle(style).testID("c")), "c")
            #expect(card.width == text.width + 32)
            #expect(card.height == text.height + 32)
        }
        let capsule = try frame(layout(Card { Text("Five Stars") }.cardStyle(.capsule).testID("c")), "c")
        #expect(capsule.width == text.width + 48)
    }

    @Test func theDefaultStyleIsARaisedCardInBothSchemes() throws {
        for scheme in ColorScheme.allCases {
            let result = try render(Card { Text("Hi") }, colorScheme: scheme)
            #expect(fillPaints(in: result.displayList).first == solid(Color(.secondarySystemGroupedBackground), scheme))
            let hasShadow = result.displayList.items.contains { item in
                if case .group(let group) = item { return group.shadow != nil }
                return false
            }
            #expect(hasShadow)
            #expect(textPaint("Hi", in: result.displayList) == solid(Color(.label), scheme))
        }
        // Light: white card; dark: a grey one lighter than the black page.
        #expect(solid(Color(.secondarySystemGroupedBackground), .light) == .solid(.white))
    }

    @Test func capsuleStyleFansFourTranslucentLayersBehindTheCapsule() throws {
        let result = try render(Card { Text("Go") }.cardStyle(.capsule(color: .green)))
        let fills = fillPaints(in: result.displayList)
        #expect(fills.filter { $0 == solid(Color.green.opacity(0.4)) }.count == 4)
        #expect(fills.last == solid(.green))
        #expect(textPaint("Go", in: result.displayList) == solid(.white))
    }

    @Test func colorfulStyleFillsWithItsColourInEachScheme() throws {
        for scheme in ColorScheme.allCases {
            let result = try render(Card { Text("Go") }.cardStyle(.colorful(color: .purple)), colorScheme: scheme)
            #expect(fillPaints(in: result.displayList).contains(solid(.purple, scheme)))
            #expect(textPaint("Go", in: result.displayList) == solid(.white))
        }
    }

    @Test func aStyleOnAContainerAppliesToEveryCardAndTheInnermostWins() throws {
        let root = try layout(
            VStack {
                Card { Text("A") }.testID("a")
                Card { Text("B") }.testID("b")
                Card { Text("C") }.cardStyle(.capsule).testID("c")
            }
            .cardStyle(.roundedRectangle))
        let text = try frame(layout(Text("A").font(.title).testID("t")), "t")
        #expect(frame(root, "a").height == text.height + 32)
        #expect(
            try frame(root, "c").width == frame(layout(Card { Text("C") }.cardStyle(.capsule).testID("c")), "c").width)
    }

    @Test func customStylesAndTheEnvironmentKeyWorkAsInTheArticle() throws {
        struct Outlined: CardStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(4).border(.red)
            }
        }
        struct ReadsStyle: View {
            @Environment(\.cardStyle) var style
            var body: some View {
                style.makeBody(configuration: CardStyleConfiguration(label: StyleContent(Text("X"))))
            }
        }
        let text = try frame(layout(Text("X").testID("t")), "t")
        let custom = try layout(Card { Text("X") }.cardStyle(Outlined()).testID("c"))
        #expect(frame(custom, "c").width == text.width + 8)
        let viaKey = try layout(
            Card { Text("X") }.environment(\.cardStyle, AnyCardStyle(style: Outlined())).testID("c"))
        #expect(frame(viaKey, "c").width == text.width + 8)
        let builtIn = try layout(
            Card { Text("X") }.environment(\.cardStyle, AnyCardStyle(style: .roundedRectangle)).testID("c"))
        let titleText = try frame(layout(Text("X").font(.title).testID("t")), "t")
        #expect(frame(builtIn, "c").width == titleText.width + 32)
        let read = try layout(ReadsStyle().cardStyle(Outlined()).testID("c"))
        #expect(frame(read, "c").width == text.width + 8)
    }
}
