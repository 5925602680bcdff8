import Testing

@testable import GalleySnippets

/// `SwiftUI.Button` names the library's type, as in compiled Swift, even where a snippet
/// declares its own `Button`, as the ModalCard README does.
@Suite struct ModuleQualifiedNameTests {
    @Test func aQualifiedNameReachesTheLibraryPastASnippetsOwnType() throws {
        let root = try layout(
            """
            struct Button: View {
                var title: String
                var body: some View {
                    SwiftUI.Button(action: {}) {
                        SwiftUI.Text(title).bold()
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
            VStack {
                Button(title: "Delete").accessibilityIdentifier("own")
                SwiftUI.Button("Keep") {}.accessibilityIdentifier("library")
            }
            """)
        let own = try #require(root.first(identifier: "own"))
        #expect(own.type == "Button")
        let library = try #require(root.first(identifier: "library"))
        #expect(library.frame.width > 0)
    }

    @Test func qualifiedStaticMembersAndTypes() throws {
        let root = try layout(
            """
            VStack {
                Text("A").foregroundStyle(SwiftUI.Color.red).accessibilityIdentifier("a")
                GalleyUI.Card { Text("B") }.accessibilityIdentifier("b")
            }
            """)
        #expect(root.first(identifier: "a") != nil)
        #expect(root.first(identifier: "b") != nil)
    }

    @Test func anUnknownMemberOfTheModuleIsADiagnosticAtTheName() throws {
        #expect(
            try problems("SwiftUI.Buton(\"x\") {}") == ["1:9: module 'SwiftUI' has no member 'Buton' that Galley knows"]
        )
    }
}
