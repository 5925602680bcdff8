import Foundation
import Testing

@testable import GalleySite

@Suite struct SearchIndexTests {
    struct Manifest: Decodable {
        let documents: Int
        let chunk: Int
        let shards: [String]
    }

    static func build(_ files: [String: String]) throws -> BuildResult {
        try TemporarySite(files: ["content/site.yml": TemporarySite.siteYML].merging(files) { _, new in new }).build()
    }

    static func json<T: Decodable>(_ result: BuildResult, _ path: String, as type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: try #require(result.files[path]))
    }

    /// The documents whose terms include `term`, as "url|heading".
    static func find(_ term: String, in result: BuildResult) throws -> [String] {
        let manifest = try json(result, "search/manifest.json", as: Manifest.self)
        guard let shard = manifest.shards.filter({ term.hasPrefix($0) }).max(by: { $0.count < $1.count }) else {
            return []
        }
        let terms = try json(result, "search/terms/\(shard).json", as: [String: [Int]].self)
        let postings = terms[term] ?? []
        var found: [String] = []
        for index in stride(from: 0, to: postings.count, by: 2) {
            let id = postings[index]
            let chunk = try json(result, "search/docs/\(id / manifest.chunk).json", as: [[String]].self)
            found.append(chunk[id % manifest.chunk][0] + "|" + chunk[id % manifest.chunk][2])
        }
        return found
    }

    @Test func titlesHeadingsDescriptionsBodyAndSymbolsAreFoundAtTheirAnchor() throws {
        let result = try Self.build([
            "content/guides/setup.md": """
            ---
            title: Setting up
            description: Installation on Débian.
            ---

            Intro paragraph about compilers.

            ## Requirements

            You need ``CardStyle`` and a toolchain.

            ```swift
            let hiddenIdentifier = 1
            ```
            """,
            "content/card.md": "---\ntitle: Card\n---\n\n## `CardStyle`\n",
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(try Self.find("setting", in: result) == ["guides/setup/|"])
        #expect(
            try Self.find("cardstyle", in: result) == [
                "guides/setup/#requirements|Requirements", "card/#cardstyle|CardStyle",
            ])
        #expect(try Self.find("debian", in: result) == ["guides/setup/|"])
        #expect(try Self.find("compilers", in: result) == ["guides/setup/|"])
        #expect(try Self.find("requirements", in: result) == ["guides/setup/#requirements|Requirements"])
        #expect(try Self.find("toolchain", in: result) == ["guides/setup/#requirements|Requirements"])
        // A symbol is found by its name and by the words of its name.
        #expect(
            try Self.find("style", in: result) == [
                "guides/setup/#requirements|Requirements", "card/#cardstyle|CardStyle",
            ])
        // Code blocks are not prose; stop words are not indexed.
        #expect(try Self.find("hiddenidentifier", in: result).isEmpty)
        let docs = try Self.json(result, "search/docs/0.json", as: [[String]].self)
        #expect(
            docs[1] == [
                "guides/setup/#requirements", "Setting up", "Requirements", "You need CardStyle and a toolchain.",
            ])
    }

    @Test func titlesWeighMoreThanBodyText() throws {
        let result = try Self.build([
            "content/a.md": "---\ntitle: Layout\n---\n\nNothing here.\n",
            "content/b.md": "---\ntitle: Other\n---\n\nAbout layout, layout and layout.\n",
        ])
        let manifest = try Self.json(result, "search/manifest.json", as: Manifest.self)
        let shard = try #require(manifest.shards.first { "layout".hasPrefix($0) })
        let terms = try Self.json(result, "search/terms/\(shard).json", as: [String: [Int]].self)
        let postings = try #require(terms["layout"])
        // [doc a, weight, doc b, weight]
        #expect(postings.count == 4)
        #expect(postings[1] > postings[3])
    }

    @Test func largeShardsSplitByLongerPrefixes() throws {
        var terms: [String: [Int]] = [:]
        for index in 0..<6000 { terms["co\(index)x"] = [index, 1] }
        terms["co"] = [1, 1]
        terms["ab"] = [2, 1]
        let shards = SearchIndex.shards(of: terms, prefixLength: 2)
        let names = shards.map(\.0)
        #expect(names.contains("ab"))
        #expect(names.contains("co"))
        #expect(shards.first { $0.0 == "co" }?.1.keys.sorted() == ["co"])
        #expect(names.contains("co1"))
        // Every term is in exactly one shard, the one with the longest name it starts with.
        var seen: [String: String] = [:]
        for (name, group) in shards {
            for term in group.keys {
                #expect(seen[term] == nil)
                seen[term] = name
                #expect(term.hasPrefix(name))
                #expect(!names.contains { $0.count > name.count && term.hasPrefix($0) })
            }
        }
        #expect(seen.count == terms.count)
        // None over the limit unless it cannot be split further.
        for (_, group) in shards where group.count > 1 {
            #expect(group.reduce(0) { $0 + $1.key.utf8.count + 4 * $1.value.count + 6 } <= SearchIndex.shardLimit)
        }
    }

    @Test func aRebuildWritesTheSameIndex() throws {
        let files = [
            "content/a.md": "---\ntitle: Alpha\n---\n\n## One\n\nText one.\n\n## Two\n\nText two.\n",
            "content/b/c.md": "---\ntitle: Gamma\n---\n\nMore text.\n",
        ]
        let first = try Self.build(files)
        let second = try Self.build(files)
        let searchFiles = first.files.keys.filter { $0.hasPrefix("search/") }
        #expect(searchFiles.count >= 3)
        for path in searchFiles { #expect(first.files[path] == second.files[path]) }
    }

    /// A one-shot build counts terms with the index, a chunk of documents at a time;
    /// `galley serve` gives each page's own counts. Both give the same files, across
    /// chunk boundaries.
    @Test func countingInChunksGivesTheFilesOfCountsGiven() {
        let words = ["card", "style", "button", "modal", "select", "layout", "preview", "swift"]
        let count = SearchIndex.countingChunk * 2 + 7
        let documents = (0..<count).map { index in
            SearchIndex.Document(
                url: "page\(index)/", pageTitle: "Page \(index)", heading: "",
                text: "\(words[index % words.count]) \(words[(index / 3) % words.count]) term\(index % 97)",
                fields: [
                    ("\(words[index % words.count]) \(words[(index / 3) % words.count]) term\(index % 97)", 1),
                    ("Page \(index)", 10),
                ])
        }
        let given = documents.map(SearchIndex.termCounts(of:))
        #expect(
            SearchIndex.files(for: documents, jobs: 2) == SearchIndex.files(for: documents, termCounts: given, jobs: 2))
    }
}
