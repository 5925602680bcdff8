import GalleySpelling
import Testing

@Suite struct SuggestionTests {
    @Test func suggestionsFindCloseWordsOnly() {
        #expect(Suggestion.closest(to: "paddin", among: ["padding", "frame"]) == "padding")
        #expect(Suggestion.closest(to: "zzz", among: ["padding", "frame"]) == nil)
        #expect(Suggestion.closest(to: "padding", among: ["padding"]) == nil)
    }

    @Test func aSwapOfNeighboursIsOneEdit() {
        #expect(Suggestion.editDistance("tgas", "tags") == 1)
        #expect(Suggestion.editDistance("titel", "title") == 1)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    }

    @Test func amongEqualDistancesTheFirstAlphabeticallyWins() {
        #expect(Suggestion.closest(to: "bat", among: ["cat", "bar", "hat"]) == "bar")
        #expect(Suggestion.closest(to: "FRAME", among: ["frame"]) == "frame")
    }

    @Test func oneWordingForEveryDiagnostic() {
        #expect(Suggestion.didYouMean("paddin", among: ["padding"]) == "; did you mean 'padding'?")
        #expect(Suggestion.didYouMean("usage", among: ["usages"], prefix: "#") == "; did you mean '#usages'?")
        #expect(Suggestion.didYouMean("zzz", among: ["padding"]) == "")
    }
}
