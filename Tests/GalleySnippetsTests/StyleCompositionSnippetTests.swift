import Testing

@testable import GalleySnippets

/// Styles declared in snippets compose as in SwiftUI: a control of the same kind inside a
/// style's `makeBody` is drawn by the next style out instead of recursing.
@Suite struct StyleCompositionSnippetTests {
    @Test func aLabelStyleMakingALabelGetsTheNextStyleOut() throws {
        let root = try layout(
            """
            struct RedLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Label {
                        configuration.title.foregroundColor(.red)
                    } icon: {
                        configuration.icon
                    }
                }
            }
            struct ShadowLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Label(configuration).padding(8)
                }
            }
            VStack {
                Label("Inbox", systemImage: "tray").labelStyle(RedLabelStyle()).accessibilityIdentifier("red")
                Label("Sent", systemImage: "paperplane")
                    .labelStyle(ShadowLabelStyle())
                    .labelStyle(.titleOnly)
                    .accessibilityIdentifier("padded")
                Label("Sent", systemImage: "paperplane").labelStyle(.titleOnly).accessibilityIdentifier("plain")
            }
            """)
        let red = try #require(root.first(identifier: "red"))
        #expect(red.children.isEmpty == false)
        let padded = try #require(root.first(identifier: "padded"))
        let plain = try #require(root.first(identifier: "plain"))
        #expect(padded.frame.width == plain.frame.width + 16)
    }

    @Test func aButtonStyleMakingAButtonGetsTheStyleAround() throws {
        let root = try layout(
            """
            struct WideButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button(action: {}) { configuration.label }.padding(.horizontal, 20)
                }
            }
            VStack {
                Button("Save") {}.buttonStyle(WideButtonStyle()).buttonStyle(.borderedProminent)
                    .accessibilityIdentifier("wide")
                Button("Save") {}.buttonStyle(.borderedProminent).accessibilityIdentifier("plain")
            }
            """)
        let wide = try #require(root.first(identifier: "wide"))
        let plain = try #require(root.first(identifier: "plain"))
        #expect(wide.frame.width == plain.frame.width + 40)
    }

    @Test func aToggleStyleCanWrapTheToggleAround() throws {
        let root = try layout(
            """
            struct Framed: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Toggle(configuration).padding(5)
                }
            }
            VStack {
                Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(Framed()).accessibilityIdentifier("framed")
                Toggle("Wi-Fi", isOn: .constant(true)).accessibilityIdentifier("plain")
            }
            """)
        let framed = try #require(root.first(identifier: "framed"))
        let plain = try #require(root.first(identifier: "plain"))
        #expect(framed.frame.height == plain.frame.height + 10)
    }
}
