import GalleyUI
import Testing

@testable import GalleySnippets

/// The environment as articles use it: keys they declare, the library's values, the
/// whole environment through `\.self`, and a misspelt key reported at the key path.
@Suite struct EnvironmentSemanticsTests {
    @Test func aListRowIsAtLeastTheDefaultMinimumHeight() throws {
        /// The list's height: its one row, on the grouped background's margins.
        func listHeight(_ modifier: String) throws -> Double {
            try layout("List { Text(\"Row\") }\(modifier)").frame.height
        }
        let standard = try listHeight("")
        let taller = try listHeight(".environment(\\.defaultMinListRowHeight, 80)")
        // The row grows from iOS's 44 points to 80; nothing else changes.
        #expect(taller - standard == 80 - 44)
    }

    @Test func theWholeEnvironmentReadsThroughSelf() throws {
        let source = """
            struct SchemeName: View {
                @Environment(\\.self) var environment
                var body: some View {
                    Text(environment.colorScheme == .dark ? "Dark mode" : "Light")
                }
            }
            SchemeName()
            """
        let light = try renderSnippet(source, colorScheme: .light).get()
        let dark = try renderSnippet(source, colorScheme: .dark).get()
        #expect(dark.root.frame.width > light.root.frame.width)
    }

    @Test func openURLIsAnActionThatCanBeReadAndSet() throws {
        let root = try layout(
            """
            struct LinkButton: View {
                @Environment(\\.openURL) private var openURL
                var body: some View {
                    Button("Open") { openURL(URL(string: "https://example.com")!) }
                }
            }
            LinkButton()
                .environment(\\.openURL, OpenURLAction { _ in .handled })
            """)
        #expect(root.frame.width > 0)
    }

    @Test func anUnknownKeyIsReportedAtTheKeyPath() throws {
        #expect(
            try problems("Text(\"x\").environment(\\.acent, 1)") == [
                "1:23: unknown environment value 'acent'"
            ])
    }
}

/// `.transformEnvironment(\.key) { value in … }`: the value where the modifier is, changed
/// by the closure, for the views inside only; a snippet's own key and a library key.
@Suite struct TransformEnvironmentTests {
    @Test func aSnippetsKeyIsChangedForTheViewsInside() throws {
        let root = try layout(
            """
            struct Spacing { var large: CGFloat = 40 }
            private struct SpacingKey: EnvironmentKey { static let defaultValue = Spacing() }
            extension EnvironmentValues {
                var spacing: Spacing {
                    get { self[SpacingKey.self] }
                    set { self[SpacingKey.self] = newValue }
                }
            }
            struct Gap: View {
                @Environment(\\.spacing) private var spacing
                var body: some View { Color.red.frame(width: spacing.large, height: 1) }
            }
            VStack {
                Gap().accessibilityIdentifier("default")
                Gap().transformEnvironment(\\.spacing) { spacing in spacing.large /= 2 }.accessibilityIdentifier("half")
                Gap().accessibilityIdentifier("after")
            }
            """)
        #expect(try #require(root.first(identifier: "default")).frame.width == 40)
        #expect(try #require(root.first(identifier: "half")).frame.width == 20)
        // The default value itself is untouched.
        #expect(try #require(root.first(identifier: "after")).frame.width == 40)
    }

    @Test func aLibraryKeyIsChangedToo() throws {
        let root = try layout(
            """
            VStack {
                Text("Body").accessibilityIdentifier("body")
                Text("Large").transformEnvironment(\\.font) { font in font = .largeTitle }.accessibilityIdentifier("large")
            }
            """)
        let body = try #require(root.first(identifier: "body")).frame.height
        #expect(try #require(root.first(identifier: "large")).frame.height > body)
        #expect(
            try problems("Text(\"A\").transformEnvironment(\\.nothing) { value in }")
                == ["1:32: unknown environment value 'nothing'"])
    }
}
