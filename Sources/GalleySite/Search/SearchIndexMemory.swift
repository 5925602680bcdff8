import Foundation

/// The search index as one build of `galley serve` left it, so that the next makes again
/// only the files a save changed. A prose edit changes the terms of one or two documents:
/// their postings are edited in place, and only the shards that hold those terms (or whose
/// terms changed as shards split or merged) and the document chunks that hold them are
/// written again. Merging every document's postings and writing every shard took 200 ms
/// of each rebuild on a thousand articles.
///
/// The files are those `SearchIndex.files(for:termCounts:)` makes from the same documents:
/// `SearchIndexMemoryTests` edits, adds and removes documents at random and compares.
struct SearchIndexMemory {
    private(set) var documents: [SearchIndex.Document]
    private(set) var termCounts: [[String: Int]]
    /// term -> flat [document, weight, …], documents in increasing order.
    private var postings: [String: [Int]]
    /// Shard name -> its terms.
    private var shardTerms: [String: Set<String>]
    /// The index's files, by site path.
    private(set) var files: [String: Data]

    /// The index of `documents`, made whole.
    init(documents: [SearchIndex.Document], termCounts: [[String: Int]], jobs: Int) {
        self.documents = documents
        self.termCounts = termCounts
        postings = SearchIndex.postings(of: termCounts)
        let shards = SearchIndex.shards(of: postings, prefixLength: 1)
        shardTerms = Dictionary(uniqueKeysWithValues: shards.map { ($0.0, Set($0.1.keys)) })
        files = SearchIndex.files(for: documents, termCounts: termCounts, jobs: jobs)
    }

    /// Becomes the index of `documents`: updated in place when the documents are the same
    /// in number (a save that edits text), made whole otherwise (documents added or removed
    /// shift every later one's number). In place, because a copy of the postings would cost
    /// what the update saves.
    mutating func update(documents: [SearchIndex.Document], termCounts: [[String: Int]], jobs: Int) {
        guard documents.count == self.documents.count, termCounts.count == self.termCounts.count,
            termCounts.count == documents.count
        else {
            self = SearchIndexMemory(documents: documents, termCounts: termCounts, jobs: jobs)
            return
        }
        // Unchanged documents share their storage with the last build's: comparing them
        // costs next to nothing.
        let changedTerms = documents.indices.filter { termCounts[$0] != self.termCounts[$0] }
        let changedText = documents.indices.filter { documents[$0] != self.documents[$0] }
        guard !changedTerms.isEmpty || !changedText.isEmpty else { return }
        let oldCounts = self.termCounts
        self.documents = documents
        self.termCounts = termCounts
        let touched = editPostings(of: changedTerms, from: oldCounts)
        rewriteShards(holding: touched)
        for chunk in Set(changedText.map { $0 / SearchIndex.documentsPerChunk }) {
            files[SearchIndex.chunkPath(chunk)] = SearchIndex.chunkFile(chunk, of: documents)
        }
    }

    /// Replaces the postings of `changed` documents' terms; returns those terms.
    private mutating func editPostings(of changed: [Int], from oldCounts: [[String: Int]]) -> Set<String> {
        guard !changed.isEmpty else { return [] }
        let changedSet = Set(changed)
        var terms = Set<String>()
        for document in changed {
            terms.formUnion(oldCounts[document].keys)
            terms.formUnion(termCounts[document].keys)
        }
        for term in terms {
            var entries: [(document: Int, weight: Int)] = []
            if let list = postings[term] {
                for index in stride(from: 0, to: list.count - 1, by: 2) where !changedSet.contains(list[index]) {
                    entries.append((list[index], list[index + 1]))
                }
            }
            for document in changed {
                if let weight = termCounts[document][term] { entries.append((document, weight)) }
            }
            entries.sort { $0.document < $1.document }
            postings[term] = entries.isEmpty ? nil : entries.flatMap { [$0.document, $0.weight] }
        }
        return terms
    }

    /// Writes again every shard that holds one of `terms` or whose terms are not the last
    /// build's (a shard that grew past its limit splits, one that shrank merges back), and
    /// drops the files of shards that are gone.
    private mutating func rewriteShards(holding terms: Set<String>) {
        guard !terms.isEmpty else { return }
        let shards = SearchIndex.shards(of: postings, prefixLength: 1)
        var names = Set<String>()
        var nextTerms: [String: Set<String>] = [:]
        for (name, shard) in shards {
            names.insert(name)
            if let old = shardTerms[name], old.count == shard.count, shard.keys.allSatisfy(old.contains),
                !shard.keys.contains(where: terms.contains)
            {
                nextTerms[name] = old
                continue
            }
            nextTerms[name] = Set(shard.keys)
            files[SearchIndex.shardPath(name)] = SearchIndex.shardFile(shard)
        }
        for name in shardTerms.keys where !names.contains(name) {
            files[SearchIndex.shardPath(name)] = nil
        }
        shardTerms = nextTerms
        files[SearchIndex.manifestPath] = SearchIndex.manifestFile(
            documentCount: documents.count, shards: shards.map(\.0))
    }
}

extension SearchIndex.Document: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.url == rhs.url && lhs.pageTitle == rhs.pageTitle && lhs.heading == rhs.heading && lhs.text == rhs.text
            && lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { $0.text == $1.text && $0.weight == $1.weight }
    }
}
