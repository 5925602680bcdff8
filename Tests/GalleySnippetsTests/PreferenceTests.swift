import Testing

@testable import GalleySnippets

/// Preferences are delivered after layout and the picture is laid out again, so a view
/// shows what it measured: the `readSize` helper articles write, a `reduce` that keeps the
/// largest, a title a child sets for its screen.
@Suite struct PreferenceTests {
    @Test func aMeasuredSizeIsShown() throws {
        let shown = try renderSnippet(
            """
            struct SizeKey: PreferenceKey {
                static var defaultValue: CGSize = .zero
                static func reduce(value: inout CGSize, nextValue: () -> CGSize) {}
            }
            struct Demo: View {
                @State private var size: CGSize = .zero
                var body: some View {
                    VStack {
                        Color.red.frame(width: 120, height: 30)
                            .background(GeometryReader { proxy in
                                Color.clear.preference(key: SizeKey.self, value: proxy.size)
                            })
                            .onPreferenceChange(SizeKey.self) { size = $0 }
                        Text("\\(Int(size.width)) × \\(Int(size.height))")
                    }
                }
            }
            Demo()
            """
        ).get().accessibilityText
        #expect(shown == ["120 × 30"])
    }

    @Test func valuesAreReducedAndABindingIsWrittenThrough() throws {
        let shown = try renderSnippet(
            """
            struct TallestKey: PreferenceKey {
                static var defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                    value = max(value, nextValue())
                }
            }
            struct Columns: View {
                @State private var tallest: CGFloat = 0
                var body: some View {
                    VStack {
                        HStack {
                            Color.red.frame(width: 10, height: 20).preference(key: TallestKey.self, value: 20)
                            Color.red.frame(width: 10, height: 50).preference(key: TallestKey.self, value: 50)
                            Color.red.frame(width: 10, height: 30).preference(key: TallestKey.self, value: 30)
                        }
                        .onPreferenceChange(TallestKey.self) { value in
                            let binding = $tallest
                            binding.wrappedValue = value
                        }
                        Text("\\(Int(tallest))")
                    }
                }
            }
            Columns()
            """
        ).get().accessibilityText
        #expect(shown == ["50"])
    }

    @Test func aKeyThatIsNotAPreferenceKeyIsNamed() throws {
        #expect(
            try problems("Text(\"A\").preference(key: Int.self, value: 1)") == [
                "1:22: a preference key is a type the snippet declares conforming to PreferenceKey (SizeKey.self)"
            ])
    }
}
