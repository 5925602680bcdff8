import Testing

@testable import GalleySnippets

/// Every view and modifier on the generated reference page carries a live example, and
/// every example renders.
@Suite struct ReferenceExamplesTests {
    @Test func everyRegisteredViewHasAnExample() {
        let missing = Registry.standard.viewNames.filter { Registry.referenceViewExamples[$0] == nil }.sorted()
        #expect(missing.isEmpty, "views without a reference example: \(missing)")
    }

    @Test func everyRegisteredModifierHasAnExample() {
        let missing = Registry.standard.modifiers.keys.filter { Registry.referenceModifierExamples[$0] == nil }.sorted()
        #expect(missing.isEmpty, "modifiers without a reference example: \(missing)")
    }

    @Test func everyExampleNamesARegisteredEntry() {
        let strayViews = Registry.referenceViewExamples.keys.filter { !Registry.standard.viewNames.contains($0) }
        let strayModifiers = Registry.referenceModifierExamples.keys.filter { Registry.standard.modifiers[$0] == nil }
        #expect(
            strayViews.isEmpty && strayModifiers.isEmpty, "examples of unknown entries: \(strayViews + strayModifiers)")
    }

    @Test(arguments: Registry.referenceViewExamples.keys.sorted())
    func viewExampleRenders(_ name: String) throws {
        let found = try problems(Registry.referenceViewExamples[name]!)
        #expect(found.isEmpty, "\(name): \(found)")
    }

    @Test(arguments: Registry.referenceModifierExamples.keys.sorted())
    func modifierExampleRenders(_ name: String) throws {
        let found = try problems(Registry.referenceModifierExamples[name]!)
        #expect(found.isEmpty, "\(name): \(found)")
    }
}
