import Foundation
import GalleySnippets
import GalleyUI
import Testing

/// The registry never traps: arguments reach implementations typed, a closure parameter
/// is converted by its parsed type, and every registration's signature parses.
@Suite struct RegistrySafetyTests {
    /// From a published article: `Binding(get:set:)` in its trailing-closure form, whose
    /// setter calls a method of the view. It aborted the build with a failed forced cast.
    static let publishedLoginView = """
        struct LoginView: View {
            @State private var username = "taylor"
            @State private var isValid = false

            func validate(_ name: String) {
                isValid = name.count > 3
            }

            var body: some View {
                let binding = Binding {
                    username
                } set: {
                    validate($0)
                    username = $0
                }
                return VStack {
                    TextField("Username:", text: binding)
                        .accessibilityIdentifier("field")
                    Text(isValid ? "Valid" : "Too short")
                }
            }
        }

        LoginView()
        """

    @Test func aBindingMadeFromClosuresRendersTheGettersValue() throws {
        let root = try layout(Self.publishedLoginView)
        let field = try #require(root.first(identifier: "field"))
        #expect(field.frame.width == 390)
        #expect(field.frame.height > 0)
        let result = try renderSnippet(Self.publishedLoginView).get()
        #expect(result.accessibilityText.contains("taylor"))
    }

    @Test func aBindingWhoseGetterIsNotAClosureIsADiagnostic() throws {
        #expect(
            try problems("TextField(\"Name\", text: Binding(get: 1, set: { _ in }))") == [
                "1:33: cannot convert value of type 'Int' to expected argument type '() -> Any'"
            ])
    }

    @Test func everyRegistrationsSignatureParses() {
        #expect(Registry.standard.registrationMistakes == [])
    }

    @Test func parameterTypesAreParsedOnceIntoTheirKind() throws {
        let signature = try Signature(
            name: "f",
            parameters:
                "(_ a: CGFloat? = nil, b: @escaping () -> Void, @ViewBuilder c: () -> some View, d: (Int) -> Any)"
        )
        #expect(signature.parameters.map(\.kindDescription) == ["CGFloat?", "() -> Void", "() -> view", "(1) -> Any"])
    }

    @Test func aSignatureThatDoesNotParseIsAnErrorNotATrap() {
        #expect(throws: SignatureError.self) { try Signature(name: "f", parameters: "(a: ") }
        #expect(throws: SignatureError.self) { try Signature(name: "f", parameters: "x") }
    }
}
