import Foundation
import Testing

@testable import GalleyUI

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// Shows what it reads from the environment, as text of a known width per value.
private struct SchemeBadge: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.accentName) var accentName
    @Environment(\.font) var font

    var body: some View {
        // The frame encodes what the body saw, so the test can read it back.
        Color.red.frame(
            width: colorScheme == .dark ? 20 : 10,
            height: accentName == "custom" ? 30 : (font == .title ? 40 : 10)
        )
        .testID("badge")
    }
}

@Suite struct EnvironmentTests {
    @Test func subscriptByKeyTypeReturnsDefaultThenSetValue() {
        var values = EnvironmentValues()
        #expect(values[AccentKey.self] == "none")
        values[AccentKey.self] = "set"
        #expect(values.accentName == "set")
    }

    @Test func dynamicKeysServeInterpreters() {
        var values = EnvironmentValues()
        #expect(values[dynamicKey: "fsNumber"] == nil)
        values[dynamicKey: "fsNumber"] = 3
        #expect(values[dynamicKey: "fsNumber"] as? Int == 3)
    }

    @Test func defaultsMatchAPhoneAtTheDefaultTextSize() {
        let values = EnvironmentValues()
        #expect(values.colorScheme == .light)
        #expect(values.displayScale == 2)
        #expect(values.isEnabled)
        #expect(values.dynamicTypeSize == .large)
        #expect(values.lineLimit == nil)
        #expect(values.multilineTextAlignment == .leading)
        #expect(values.layoutDirection == .leftToRight)
        #expect(values.controlSize == .regular)
    }

    @Test func customViewReadsTheEnvironmentInItsBody() throws {
        let light = try render(SchemeBadge()).root
        #expect(frame(light, "badge").size == CGSize(width: 10, height: 10))
        let dark = try render(SchemeBadge(), colorScheme: .dark).root
        #expect(frame(dark, "badge").width == 20)
    }

    @Test func environmentModifierOverridesForDescendantsOnly() throws {
        let root = try layout(
            HStack {
                SchemeBadge().environment(\.accentName, "custom")
                SchemeBadge()
            })
        let badges = root.all(type: "Color")
        #expect(badges.map(\.frame.height) == [30, 10])
    }

    @Test func innerValuesWinOverOuterOnes() throws {
        let root = try layout(
            VStack {
                SchemeBadge().environment(\.accentName, "custom")
            }
            .environment(\.accentName, "outer")
            .font(.title))
        #expect(frame(root, "badge").height == 30)
        let fontOnly = try layout(VStack { SchemeBadge() }.font(.title))
        #expect(frame(fontOnly, "badge").height == 40)
    }

    @Test func environmentReachesCustomModifiers() throws {
        struct Framed: ViewModifier {
            @Environment(\.colorScheme) var scheme
            func body(content: Content) -> some View {
                content.padding(scheme == .dark ? 4 : 2)
            }
        }
        let root = try layout(
            Color.red.frame(width: 10, height: 10).modifier(Framed()).testID("framed"))
        #expect(frame(root, "framed").width == 14)
        let dark = try layout(
            Color.red.frame(width: 10, height: 10).modifier(Framed()).testID("framed")
                .environment(\.colorScheme, .dark))
        #expect(frame(dark, "framed").width == 18)
    }

    @Test func stateAndBindingHoldTheirValues() {
        struct Toggleable {
            @State var count = 3
        }
        let model = Toggleable()
        #expect(model.count == 3)
        let binding = model.$count
        binding.wrappedValue = 5
        #expect(model.count == 5)
        #expect(Binding.constant(7).wrappedValue == 7)
    }
}
