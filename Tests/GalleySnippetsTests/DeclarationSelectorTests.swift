import GalleyUI
import Testing

@testable import GalleySnippets

/// How a registration names a declaration of the generated table, and what it is told
/// when the name matches none, or more than one.
@Suite struct DeclarationSelectorTests {
    @Test func aSelectorGivesItsNameAndLabels() throws {
        let selector = try #require(DeclarationSelector("padding(_:_:)"))
        #expect(selector.name == "padding")
        #expect(selector.labels == [nil, nil])
        #expect(selector.types.isEmpty)
        #expect(try #require(DeclarationSelector("Circle()")).labels.isEmpty)
    }

    @Test func aTypeAfterALabelTellsOverloadsApart() throws {
        let selector = try #require(DeclarationSelector("searchable(text:placement:prompt: Text suggestions:)"))
        #expect(selector.labels == ["text", "placement", "prompt", "suggestions"])
        #expect(selector.types == [2: "Text"])
        // An arrow's `>` closes no bracket; a type with spaces keeps them.
        let closure = try #require(DeclarationSelector("ForEach(_:content: (Any) -> Any)"))
        #expect(closure.labels == [nil, "content"])
        #expect(closure.types == [1: "(Any) -> Any"])
        let view = try #require(DeclarationSelector("NavigationLink(_:destination: some View)"))
        #expect(view.types == [1: "some View"])
    }

    @Test func textThatIsNoSelectorIsRefused() {
        #expect(DeclarationSelector("padding") == nil)
        #expect(DeclarationSelector("padding(") == nil)
    }

    @Test func aSelectorNamingNoDeclarationIsARegistrationMistake() {
        let registry = Registry()
        registry.modifier("paddin(_:)") { view, _ in view }
        #expect(registry.registrationMistakes.count == 1)
        #expect(registry.registrationMistakes.first?.hasPrefix("modifier View.paddin(_:): no such declaration") == true)
        #expect(registry.modifiers["paddin"] == nil)
    }

    @Test func anAmbiguousSelectorListsTheCandidates() throws {
        let registry = Registry()
        registry.modifier("padding(_:)") { view, _ in view }
        let mistake = try #require(registry.registrationMistakes.first)
        #expect(mistake.contains("is ambiguous"))
        #expect(mistake.contains("padding(_ length: CGFloat)"))
        #expect(mistake.contains("padding(_ insets: EdgeInsets)"))
        registry.modifier("padding(_: EdgeInsets)") { view, _ in view }
        #expect(registry.registrationMistakes.count == 1)
        #expect(registry.modifiers["padding"]?.first?.signature.parameters.map(\.name) == ["insets"])
    }

    @Test func anImplementationReadingANameTheDeclarationLacksIsAnErrorAtTheCall() throws {
        let registry = Registry()
        registry.registerSwiftTypes()
        registry.view("Text(verbatim:)") { Text(verbatim: try $0["contents"] as String) }
        #expect(registry.registrationMistakes.isEmpty)
        let found = try problems("Text(verbatim: \"Hi\")", session: SnippetSession(registry: registry))
        #expect(found.count == 1)
        #expect(found.first?.contains("reads argument 'contents'") == true)
    }
}
