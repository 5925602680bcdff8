import Foundation
import Testing

@testable import GalleySite

/// `galley serve` updates the search index from the last build's; the files must be those
/// of an index made whole from the same documents, whatever the edits.
@Suite struct SearchIndexMemoryTests {
    /// A deterministic generator, so a failure can be replayed.
    private struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static let words = [
        "card", "cards", "style", "styles", "swift", "swiftui", "select", "selection", "stack", "state",
        "button", "modal", "layout", "preview", "padding", "picker", "toggle", "text", "theme", "token",
    ]

    private func document(_ id: Int, words: [String]) -> SearchIndex.Document {
        let text = words.joined(separator: " ")
        return SearchIndex.Document(
            url: "page\(id)/", pageTitle: "Page \(id)", heading: "", text: text,
            fields: [(text, SearchIndex.bodyWeight), ("Page \(id)", SearchIndex.titleWeight)])
    }

    /// The documents in pages of three, as articles hold a few parts each.
    private func pages(_ documents: [SearchIndex.Document], _ counts: [[String: Int]]) -> [SearchIndexMemory.Page] {
        stride(from: 0, to: documents.count, by: 3).map { start in
            let end = min(start + 3, documents.count)
            return (Array(documents[start..<end]), Array(counts[start..<end]))
        }
    }

    private func randomWords(_ random: inout Random, count: Int) -> [String] {
        (0..<count).map { _ in
            // Many distinct "s…" terms, so the "s" shard splits and merges as edits come.
            random.next(6) == 0 ? "s\(random.next(1500))" : Self.words[random.next(Self.words.count)]
        }
    }

    @Test(arguments: [1, 2, 3])
    func updatedIndexesAreIndexesMadeWhole(seed: Int) {
        var random = Random(state: UInt64(seed))
        var texts = (0..<600).map { _ in randomWords(&random, count: 30) }
        func documents() -> [SearchIndex.Document] { texts.indices.map { document($0, words: texts[$0]) } }
        var current = documents()
        var memory = SearchIndexMemory(pages: pages(current, current.map(SearchIndex.termCounts(of:))), jobs: 2)
        var shardSets = Set<Set<String>>()
        for step in 0..<20 {
            // First a document grows past the "s" shard's limit, then shrinks back.
            switch step == 0 ? 0 : step == 1 ? 1 : random.next(7) {
            case 0 where step == 0:
                texts[5] += (0..<3000).map { "s\(20_000 + $0)" }
            case 1 where step == 1:
                texts[5] = ["card"]
            case 0:
                // A document grows many "s…" terms: its shard may split.
                texts[random.next(texts.count)] += (0..<900).map { "s\($0 * 7 + step)" }
            case 1:
                // One shrinks back to a few words: a split shard may merge.
                texts[random.next(texts.count)] = randomWords(&random, count: 3)
            case 2:
                texts.append(randomWords(&random, count: 20))
            case 3:
                if texts.count > 1 { texts.remove(at: random.next(texts.count)) }
            case 4:
                // A paragraph added to one document: a word or two, one of them new.
                let index = random.next(texts.count)
                texts[index] += [Self.words[random.next(Self.words.count)], "q\(step)x"]
            case 5:
                // A word taken out: a term may leave the index.
                let index = random.next(texts.count)
                if !texts[index].isEmpty { texts[index].remove(at: random.next(texts[index].count)) }
            default:
                for _ in 0..<3 { texts[random.next(texts.count)] = randomWords(&random, count: 25) }
            }
            current = documents()
            let counts = current.map(SearchIndex.termCounts(of:))
            memory.update(pages: pages(current, counts), jobs: 2)
            let whole = SearchIndex.files(for: current, termCounts: counts, jobs: 2)
            #expect(memory.files == whole, "seed \(seed), step \(step)")
            shardSets.insert(Set(whole.keys.filter { $0.hasPrefix("search/terms/") }))
        }
        // The edits did split or merge shards.
        #expect(shardSets.count > 1)
    }

    @Test func anUnchangedIndexIsKept() {
        let documents = (0..<40).map { document($0, words: ["card", "style", "s\($0)"]) }
        let counts = documents.map(SearchIndex.termCounts(of:))
        var memory = SearchIndexMemory(pages: pages(documents, counts), jobs: 2)
        let before = memory.files
        memory.update(pages: pages(documents, counts), jobs: 2)
        #expect(memory.files == before)
        #expect(memory.files == SearchIndex.files(for: documents, termCounts: counts, jobs: 2))
    }
}
