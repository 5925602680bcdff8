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
