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
    /// One page's part of the index: its documents, and each one's terms and weights.
    typealias Page = (documents: [SearchIndex.Document], termCounts: [[String: Int]])

    /// The pages, as the last build gave them: a page whose arrays are the same storage as
    /// last time (an article the save did not touch) is passed over at no cost.
    private var pages: [Page]
    /// Every page's documents and counts in a row: a document's number is its place here.
    private(set) var documents: [SearchIndex.Document]
    private(set) var termCounts: [[String: Int]]
    /// term -> flat [document, weight, …], documents in increasing order, grouped by the
    /// term's first character: shards never mix initials, so an edit groups again only
    /// the initials of the terms it touched, not every term of the site.
    private var postingsByInitial: [Substring: [String: [Int]]]
    /// Initial -> its shards' names, in order, each with its terms.
    private var shardsByInitial: [Substring: [(name: String, terms: Set<String>)]]
    /// The index's files, by site path.
    private(set) var files: [String: Data]

    /// The index of `pages`, made whole.
    init(pages: [Page], jobs: Int) {
        self.pages = pages
        let documents = pages.flatMap(\.documents)
        let termCounts = pages.flatMap(\.termCounts)
        self.documents = documents
        self.termCounts = termCounts
        var byInitial: [Substring: [String: [Int]]] = [:]
        for (term, list) in SearchIndex.postings(of: termCounts) {
            byInitial[term.prefix(1), default: [:]][term] = list
        }
        postingsByInitial = byInitial
        shardsByInitial = byInitial.mapValues { group in
            SearchIndex.shards(of: group, prefixLength: 1).map { (name: $0.0, terms: Set($0.1.keys)) }
        }
        files = SearchIndex.files(for: documents, termCounts: termCounts, jobs: jobs)
    }

    /// Becomes the index of `pages`: updated in place when each page has as many documents
    /// as before (a save that edits text), made whole otherwise (documents added or removed
    /// shift every later one's number). In place, because a copy of the postings would cost
    /// what the update saves.
    mutating func update(pages newPages: [Page], jobs: Int) {
        guard newPages.count == pages.count,
            zip(newPages, pages).allSatisfy({
                $0.documents.count == $1.documents.count && $0.termCounts.count == $0.documents.count
            })
        else {
            self = SearchIndexMemory(pages: newPages, jobs: jobs)
            return
        }
        var changedTerms: [Int] = []
        var changedText: [Int] = []
        var oldCounts: [Int: [String: Int]] = [:]
        var first = 0
        for (index, page) in newPages.enumerated() {
            defer { first += page.documents.count }
            // Arrays of the same storage compare equal at once.
            guard page.documents != pages[index].documents || page.termCounts != pages[index].termCounts else {
                continue
            }
            pages[index] = page
            for (offset, document) in page.documents.enumerated() {
                let number = first + offset
                if page.termCounts[offset] != termCounts[number] {
                    oldCounts[number] = termCounts[number]
                    termCounts[number] = page.termCounts[offset]
                    changedTerms.append(number)
                }
                if document != documents[number] {
                    documents[number] = document
                    changedText.append(number)
                }
            }
        }
        guard !changedTerms.isEmpty || !changedText.isEmpty else { return }
        let touched = editPostings(of: changedTerms, from: oldCounts)
        rewriteShards(holding: touched)
        for chunk in Set(changedText.map { $0 / SearchIndex.documentsPerChunk }) {
            files[SearchIndex.chunkPath(chunk)] = SearchIndex.chunkFile(chunk, of: documents)
        }
    }

    /// Replaces the postings of the terms whose weight in a `changed` document is not what
    /// it was; returns those terms. A paragraph added to a long article touches the few
    /// terms it brings, not every term of the article.
    private mutating func editPostings(of changed: [Int], from oldCounts: [Int: [String: Int]]) -> Set<String> {
        guard !changed.isEmpty else { return [] }
        let changedSet = Set(changed)
        var terms = Set<String>()
        for document in changed {
            let old = oldCounts[document] ?? [:]
            let new = termCounts[document]
            for (term, weight) in old where new[term] != weight { terms.insert(term) }
            for (term, weight) in new where old[term] != weight { terms.insert(term) }
        }
        for term in terms {
            let initial = term.prefix(1)
            var entries: [(document: Int, weight: Int)] = []
            if let list = postingsByInitial[initial]?[term] {
                for index in stride(from: 0, to: list.count - 1, by: 2) where !changedSet.contains(list[index]) {
                    entries.append((list[index], list[index + 1]))
                }
            }
            for document in changed {
                if let weight = termCounts[document][term] { entries.append((document, weight)) }
            }
            entries.sort { $0.document < $1.document }
            postingsByInitial[initial, default: [:]][term] =
                entries.isEmpty ? nil : entries.flatMap { [$0.document, $0.weight] }
        }
        return terms
    }

    /// Groups again the initials of `terms`: writes every shard that holds one of them or
    /// whose terms are not the last build's (a shard that grew past its limit splits, one
    /// that shrank merges back), and drops the files of shards that are gone.
    private mutating func rewriteShards(holding terms: Set<String>) {
        guard !terms.isEmpty else { return }
        for initial in Set(terms.map { $0.prefix(1) }) {
            let group = postingsByInitial[initial] ?? [:]
            if group.isEmpty { postingsByInitial[initial] = nil }
            let old = Dictionary(
                (shardsByInitial[initial] ?? []).map { ($0.name, $0.terms) }, uniquingKeysWith: { first, _ in first })
            var next: [(name: String, terms: Set<String>)] = []
            for (name, shard) in SearchIndex.shards(of: group, prefixLength: 1) {
                if let oldTerms = old[name], oldTerms.count == shard.count, shard.keys.allSatisfy(oldTerms.contains),
                    !shard.keys.contains(where: terms.contains)
                {
                    next.append((name, oldTerms))
                    continue
                }
                next.append((name, Set(shard.keys)))
                files[SearchIndex.shardPath(name)] = SearchIndex.shardFile(shard)
            }
            let names = Set(next.map(\.name))
            for name in old.keys where !names.contains(name) {
                files[SearchIndex.shardPath(name)] = nil
            }
            shardsByInitial[initial] = next.isEmpty ? nil : next
        }
        files[SearchIndex.manifestPath] = SearchIndex.manifestFile(
            documentCount: documents.count, shards: shardsByInitial.values.flatMap { $0.map(\.name) })
    }
}

extension SearchIndex.Document: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.url == rhs.url && lhs.pageTitle == rhs.pageTitle && lhs.heading == rhs.heading && lhs.text == rhs.text
            && lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { $0.text == $1.text && $0.weight == $1.weight }
    }
}
