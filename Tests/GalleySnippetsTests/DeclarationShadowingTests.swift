import Testing

@testable import GalleySnippets

/// A snippet's own declarations shadow the library's, block after block as an article is
/// built: the custom-view-styles article declares its own `Card`, `CardStyle`,
/// `AnyCardStyle` and a `cardStyle` environment value, and must get exactly those.
@Suite struct DeclarationShadowingTests {
    static let blocks = [
        """
        protocol CardStyle {
            associatedtype Body: View
            typealias Configuration = CardStyleConfiguration
            func makeBody(configuration: Self.Configuration) -> Self.Body
        }

        struct CardStyleConfiguration {
            struct Label: View {
                init<Content: View>(content: Content) {
                    body = AnyView(content)
                }
                var body: AnyView
            }
            let label: CardStyleConfiguration.Label
        }

        struct BorderCardStyle: CardStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(10).border(Color.blue)
            }
        }

        BorderCardStyle().makeBody(configuration: CardStyleConfiguration(label: .init(content: Text("Five Stars"))))
        """,
        """
        struct WideCardStyle: CardStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(.horizontal, 30)
            }
        }

        struct AnyCardStyle: CardStyle {
            private var _makeBody: (Configuration) -> AnyView

            init<S: CardStyle>(style: S) {
                _makeBody = { configuration in
                    AnyView(style.makeBody(configuration: configuration))
                }
            }

            func makeBody(configuration: Configuration) -> some View {
                _makeBody(configuration)
            }
        }

        struct CardStyleKey: EnvironmentKey {
            static var defaultValue = AnyCardStyle(style: BorderCardStyle())
        }

        extension EnvironmentValues {
            var cardStyle: AnyCardStyle {
                get { self[CardStyleKey.self] }
                set { self[CardStyleKey.self] = newValue }
            }
        }

        extension View {
            func cardStyle<S: CardStyle>(_ style: S) -> some View {
                environment(\\.cardStyle, AnyCardStyle(style: style))
            }
        }

        Text("Ready")
        """,
        """
        struct Card<Content: View>: View {
            @Environment(\\.cardStyle) var style
            var content: () -> Content

            var body: some View {
                style.makeBody(configuration: CardStyleConfiguration(label: CardStyleConfiguration.Label(content: content())))
            }
        }

        VStack {
            Card { Text("Five Stars") }.accessibilityIdentifier("default")
            Card { Text("Five Stars") }.cardStyle(WideCardStyle()).accessibilityIdentifier("wide")
            Text("Five Stars").accessibilityIdentifier("text")
        }
        """,
    ]

    @Test func anArticlesOwnCardStyleAndEnvironmentValueAreTheOnesUsed() throws {
        let session = SnippetSession()
        _ = try layout(Self.blocks[0], session: session)
        _ = try layout(Self.blocks[1], session: session)
        let root = try layout(Self.blocks[2], session: session)
        let text = try #require(root.first(identifier: "text")).frame
        // The article's default style (its environment key's default) pads by 10 on each side.
        let standard = try #require(root.first(identifier: "default")).frame
        #expect(standard.width == text.width + 20)
        #expect(standard.height == text.height + 20)
        // Its own `.cardStyle(_:)` writes its own key: 30 on each side, no vertical padding.
        let wide = try #require(root.first(identifier: "wide")).frame
        #expect(wide.width == text.width + 60)
        #expect(wide.height == text.height)
    }

    @Test func aTypeErasingWrapperWithAStoredBodyIsAView() throws {
        let root = try layout(Self.blocks[0])
        #expect(root.frame.width > 0)
    }

    /// A type nested in a snippet's type keeps the library's name free outside it:
    /// `ModalCard.Button` is the factory inside `ModalCard` and by its qualified name, and
    /// `Button` elsewhere is SwiftUI's.
    @Test func aNestedTypeNamedLikeALibraryTypeStaysInsideItsType() throws {
        let shown = try renderSnippet(
            """
            struct Dialog: View {
                struct Button {
                    let title: String
                    static func ok() -> Button { Button(title: "OK") }
                    func render() -> some View { SwiftUI.Button(title) {} }
                }
                let action: Button
                var body: some View { action.render() }
            }
            VStack {
                Button("Library button") {}
                Dialog(action: .ok())
                Dialog(action: Dialog.Button(title: "Qualified"))
            }
            """
        ).get().accessibilityText
        #expect(shown == ["Library button", "OK", "Qualified"])
    }
}
