import Testing

@testable import GalleySnippets

/// Every view and modifier on the generated reference page carries a live example, given
/// with its first registration, and every example renders. (A second example for one
/// name is a registration mistake, which `RegistrySafetyTests` finds.)
@Suite struct ReferenceExamplesTests {
    @Test func everyRegisteredViewHasAnExample() {
        let missing = Registry.standard.viewNames.filter { Registry.standard.viewExamples[$0] == nil }.sorted()
        #expect(missing.isEmpty, "views without a reference example: \(missing)")
    }

    @Test func everyRegisteredModifierHasAnExample() {
        let missing = Registry.standard.modifiers.keys.filter { Registry.standard.modifierExamples[$0] == nil }.sorted()
        #expect(missing.isEmpty, "modifiers without a reference example: \(missing)")
    }

    @Test(arguments: Registry.standard.viewExamples.keys.sorted())
    func viewExampleRenders(_ name: String) throws {
        let found = try problems(Registry.standard.viewExamples[name]!)
        #expect(found.isEmpty, "\(name): \(found)")
    }

    @Test(arguments: Registry.standard.modifierExamples.keys.sorted())
    func modifierExampleRenders(_ name: String) throws {
        let found = try problems(Registry.standard.modifierExamples[name]!)
        #expect(found.isEmpty, "\(name): \(found)")
    }
}
