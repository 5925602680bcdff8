import Testing

@testable import GalleySnippets

/// Styles declared in snippets, named by a static member as SwiftUI's own are
/// (`extension LabelStyle where Self == ShadowLabelStyle { static var shadow … }`), for
/// every style protocol a snippet can conform to; and `TextFieldStyle` through `_body`.
@Suite struct StaticStyleMemberTests {
    /// A style of `protocol` that pads its control by 7 points, named `.padded`.
    static func paddedStyle(_ protocolName: String, body: String) -> String {
        """
        struct Padded\(protocolName): \(protocolName) {
            func makeBody(configuration: Configuration) -> some View {
                \(body).padding(7)
            }
        }
        extension \(protocolName) where Self == Padded\(protocolName) {
            static var padded: Padded\(protocolName) { .init() }
        }
        """
    }

    static let cases: [(protocolName: String, body: String, control: String, modifier: String)] = [
        ("ButtonStyle", "configuration.label", #"Button("Save") {}"#, "buttonStyle"),
        ("LabelStyle", "configuration.title", #"Label("Inbox", systemImage: "tray")"#, "labelStyle"),
        ("ToggleStyle", "configuration.label", #"Toggle("Wi-Fi", isOn: .constant(true))"#, "toggleStyle"),
        ("GroupBoxStyle", "configuration.content", #"GroupBox { Text("Inside") }"#, "groupBoxStyle"),
        (
            "ProgressViewStyle", "Capsule().frame(width: 50, height: 4)", "ProgressView(value: 0.5)",
            "progressViewStyle"
        ),
    ]

    @Test(arguments: cases.map(\.protocolName))
    func aStaticMemberNamesTheSnippetsStyle(_ protocolName: String) throws {
        let style = try #require(Self.cases.first { $0.protocolName == protocolName })
        let source =
            Self.paddedStyle(style.protocolName, body: style.body) + """

                VStack {
                    \(style.control).\(style.modifier)(.padded).accessibilityIdentifier("member")
                    \(style.control).\(style.modifier)(Padded\(style.protocolName)()).accessibilityIdentifier("instance")
                }
                """
        let root = try layout(source)
        let member = try #require(root.first(identifier: "member")).frame
        let instance = try #require(root.first(identifier: "instance")).frame
        #expect(member.width == instance.width)
        #expect(member.height == instance.height)
        #expect(member.height > 14)
    }

    @Test func aTextFieldStyleDecoratesTheFieldThroughUnderscoreBody() throws {
        let root = try layout(
            """
            struct BoxedTextFieldStyle: TextFieldStyle {
                func _body(configuration: TextField<Self._Label>) -> some View {
                    configuration
                        .padding(10)
                        .background(RoundedRectangle(cornerRadius: 8).stroke(Color.gray))
                }
            }
            extension TextFieldStyle where Self == BoxedTextFieldStyle {
                static var boxed: BoxedTextFieldStyle { BoxedTextFieldStyle() }
            }
            VStack {
                TextField("Name", text: .constant("")).textFieldStyle(.boxed).accessibilityIdentifier("boxed")
                TextField("Name", text: .constant("")).accessibilityIdentifier("plain")
            }
            """)
        let boxed = try #require(root.first(identifier: "boxed")).frame
        let plain = try #require(root.first(identifier: "plain")).frame
        #expect(boxed.height == plain.height + 20)
    }
}
