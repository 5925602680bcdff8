import Testing

@testable import GalleySnippets

@Suite struct SuggestionTests {
    @Test func suggestionsFindCloseWordsOnly() {
        #expect(Suggestion.closest(to: "paddin", among: ["padding", "frame"]) == "padding")
        #expect(Suggestion.closest(to: "zzz", among: ["padding", "frame"]) == nil)
        #expect(Suggestion.editDistance("tgas", "tags") == 1)
    }
}
