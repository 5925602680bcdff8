import Foundation
import GalleyLocking

/// The search index, built with the site and searched in the reader's browser by
/// `assets/galley.js`. It is split so that a search downloads a small part of it however
/// large the site:
///
/// - `search/manifest.json`: the names of the term shards and how documents are chunked;
/// - `search/terms/<prefix>.json`: the terms that start with `prefix`, each with the
///   documents it occurs in and a weight per document, as flat `[doc, weight, …]` pairs;
/// - `search/docs/<n>.json`: the documents `n × chunk` up to the next chunk, each
///   `[url, page title, heading, text]`, for the result list and its snippet.
///
/// A document is one part of a page: its top (title, description, first paragraphs) or
/// one heading and its text, so a result opens the heading's anchor. A shard holds the
/// terms of a one-letter prefix, split into longer prefixes while it is larger than
/// `shardLimit` (a small site has a few dozen shards, a large one a few thousand); the
/// reader fetches every shard whose name and the typed word start alike.
struct SearchIndex {
    /// One searchable part of a page.
    struct Document: Sendable {
        /// Site path, with the heading's fragment ("guides/setup/#requirements").
        let url: String
        let pageTitle: String
        let heading: String
        let text: String
        /// Weighted text: the title and headings count more than the body.
        let fields: [(text: String, weight: Int)]
    }

    static let documentsPerChunk = 16
    static let shardLimit = 48 * 1024
    /// How much of a part's text a result's snippet is drawn from.
    static let snippetSource = 320

    static let titleWeight = 12
    static let headingWeight = 8
    static let symbolWeight = 8
    static let descriptionWeight = 4
    static let bodyWeight = 1
    /// How many documents' terms are counted at once when the pages did not count their own.
    static let countingChunk = 2048

    /// Repetition counts, but a word used fifty times does not outweigh a title.
    static let bodyCap = 6

    /// The pages a site's search finds, in reading order: the home page's introduction,
    /// then each section's landing page and articles.
    static func pages(of graph: SiteGraph, intro: ArticlePage?) -> [ArticlePage] {
        var pages = intro.map { [$0] } ?? []
        for section in graph.sections.sections {
            if let landing = section.landing { pages.append(landing) }
            pages += section.articles
        }
        return pages
    }

    /// The documents of the pages: one per part of each page.
    static func documents(for pages: [ArticlePage]) -> [Document] {
        pages.flatMap { $0.prepared.searchDocuments ?? documents(of: $0.prepared.contents) }
    }

    /// The documents of one page, in the order of its parts.
    static func documents(of page: PreparedArticle.Contents) -> [Document] {
        let article = page.article
        return page.searchSections.enumerated().map { index, part in
            var fields: [(String, Int)] = [(part.text, bodyWeight)]
            fields += part.symbols.map { ($0, symbolWeight) }
            if index == 0 {
                fields += [(article.title, titleWeight), (article.description, descriptionWeight)]
            } else {
                fields.append((part.heading, headingWeight))
            }
            let text = index == 0 && part.text.isEmpty ? article.description : part.text
            return Document(
                url: article.sitePath + (part.anchor.isEmpty ? "" : "#" + part.anchor),
                pageTitle: article.title, heading: part.heading,
                text: String(text.prefix(snippetSource)), fields: fields)
        }
    }

    /// Each document's terms and weights, in the order of `documents(for: pages)`, when
    /// the first pass counted them (`termCounts(of:)`, on the worker that prepared the
    /// article): in `galley serve`, which then counts only the articles a save changed.
    /// Nil when some were not counted: a one-shot build counts them with the index.
    static func termCounts(for pages: [ArticlePage]) -> [[String: Int]]? {
        var counts: [[String: Int]] = []
        for page in pages {
            guard let pageCounts = page.searchTermCounts else { return nil }
            counts += pageCounts
        }
        return counts
    }

    /// Each page's documents and counts, for `SearchIndexMemory`, when the first pass
    /// counted them all (`galley serve`); nil otherwise.
    static func memoryPages(of pages: [ArticlePage]) -> [SearchIndexMemory.Page]? {
        var result: [SearchIndexMemory.Page] = []
        result.reserveCapacity(pages.count)
        for page in pages {
            guard let counts = page.searchTermCounts else { return nil }
            result.append((page.prepared.searchDocuments ?? documents(of: page.prepared.contents), counts))
        }
        return result
    }

    /// The terms and weights of each of an article's documents.
    static func termCounts(of page: PreparedArticle.Contents) -> [[String: Int]] {
        documents(of: page).map(termCounts(of:))
    }

    /// A document's terms, each with its weight.
    static func termCounts(of document: Document) -> [String: Int] {
        // Room for about one distinct term per 12 bytes of text (English prose has about
        // that), so that the table is not rehashed as it grows: a tenth of counting's time.
        var counts: [String: Int] = [:]
        counts.reserveCapacity(document.fields.reduce(0) { $0 + $1.text.utf8.count } / 12)
        for (text, weight) in document.fields {
            for term in SearchTerms.terms(in: text) {
                // Changed in place: one hash of the term, not one to read and one to write.
                Self.add(weight, to: &counts[term, default: 0])
            }
        }
        return counts
    }

    /// A term's weight with one more occurrence: body text counts up to its cap.
    private static func add(_ weight: Int, to current: inout Int) {
        current = weight == bodyWeight ? min(current + weight, max(current, bodyCap)) : current + weight
    }

    /// The index's files, by site path.
    static func files(
        for documents: [Document], termCounts: [[String: Int]]? = nil,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> [String: Data] {
        let files = Locked<[String: Data]>([:])
        write(for: documents, termCounts: termCounts, jobs: jobs) { path, data in
            files.withLock { $0[path] = data }
        }
        return files.withLock { $0 }
    }

    /// Makes the index's files and hands each to `write` (site path, bytes) as soon as it
    /// is made, from any thread: `galley build` writes them into the staging folder, so
    /// the postings and the files made from them are not all in memory at once.
    static func write(
        for documents: [Document], termCounts: [[String: Int]]? = nil, jobs: Int,
        to write: @Sendable (String, Data) -> Void
    ) {
        var postings: [String: [Int]] = [:]
        if let termCounts, termCounts.count == documents.count {
            for (id, counts) in termCounts.enumerated() { post(counts, document: id, into: &postings) }
        } else {
            // Reading every word of a large site is most of the index's cost: on every
            // core, a chunk of documents at a time, so that only one chunk's counts are
            // held at once (every document's took 250 MB on 10,000 articles).
            for chunk in stride(from: 0, to: documents.count, by: countingChunk) {
                let ids = chunk..<min(chunk + countingChunk, documents.count)
                let counted = Slots<[String: Int]>(repeating: [:], count: ids.count)
                parallelForEach(ids.count, jobs: jobs) { offset in
                    counted[offset] = Self.termCounts(of: documents[ids.lowerBound + offset])
                }
                for (offset, counts) in counted.elements.enumerated() {
                    post(counts, document: chunk + offset, into: &postings)
                }
            }
        }

        let shardList = shards(of: postings, prefixLength: 1)
        postings = [:]
        // The documents' chunks are made beside the term shards (the larger jobs first):
        // made after them, on one core, they left the other idle at the end of every build.
        let chunks = chunkCount(documents.count)
        parallelForEach(chunks + shardList.count, jobs: jobs) { index in
            if index < chunks {
                write(chunkPath(index), chunkFile(index, of: documents))
            } else {
                let shard = shardList[index - chunks]
                write(shardPath(shard.0), shardFile(shard.1))
            }
        }
        write(manifestPath, manifestFile(documentCount: documents.count, shards: shardList.map(\.0)))
    }

    /// term -> flat [document, weight, …], documents in increasing order.
    static func postings(of termCounts: [[String: Int]]) -> [String: [Int]] {
        var postings: [String: [Int]] = [:]
        for (id, counts) in termCounts.enumerated() { post(counts, document: id, into: &postings) }
        return postings
    }

    /// Adds a document's term weights to `postings`, with one look-up per term: a site's
    /// index posts a few hundred thousand, and looking each term up for the document and
    /// again for its weight was most of the time spent posting.
    private static func post(_ counts: [String: Int], document id: Int, into postings: inout [String: [Int]]) {
        for (term, weight) in counts { appendPosting(id, weight, to: &postings[term, default: []]) }
    }

    private static func appendPosting(_ id: Int, _ weight: Int, to list: inout [Int]) {
        list.append(id)
        list.append(weight)
    }

    static let manifestPath = "search/manifest.json"

    static func shardPath(_ name: String) -> String { "search/terms/\(name).json" }

    static func chunkPath(_ chunk: Int) -> String { "search/docs/\(chunk).json" }

    static func chunkCount(_ documentCount: Int) -> Int {
        (documentCount + documentsPerChunk - 1) / documentsPerChunk
    }

    /// A shard's file: its terms in order, each with its flat postings.
    static func shardFile(_ terms: [String: [Int]]) -> Data {
        var json = JSONText(capacity: 4096)
        json.raw("{")
        for (position, term) in terms.keys.sorted().enumerated() {
            if position > 0 { json.raw(",") }
            json.string(term)
            json.raw(":")
            json.numbers(terms[term] ?? [])
        }
        json.raw("}")
        return json.data
    }

    /// The file of documents `chunk × documentsPerChunk` up to the next chunk.
    static func chunkFile(_ chunk: Int, of documents: [Document]) -> Data {
        let start = chunk * documentsPerChunk
        var json = JSONText(capacity: 8192)
        json.raw("[")
        for (position, document) in documents[start..<min(start + documentsPerChunk, documents.count)].enumerated() {
            if position > 0 { json.raw(",") }
            json.strings([document.url, document.pageTitle, document.heading, document.text])
        }
        json.raw("]")
        return json.data
    }

    static func manifestFile(documentCount: Int, shards: [String]) -> Data {
        var manifest = JSONText()
        manifest.raw("{\"chunk\":")
        manifest.number(documentsPerChunk)
        manifest.raw(",\"documents\":")
        manifest.number(documentCount)
        manifest.raw(",\"shards\":")
        manifest.strings(shards.sorted())
        manifest.raw(",\"version\":1}")
        return manifest.data
    }

    /// Groups terms by their first `prefixLength` characters; a group too large is split
    /// by one more character (its terms no longer than the prefix stay in it).
    static func shards(of terms: [String: [Int]], prefixLength: Int) -> [(String, [String: [Int]])] {
        var groups: [String: [String: [Int]]] = [:]
        for (term, postings) in terms { groups[String(term.prefix(prefixLength)), default: [:]][term] = postings }
        var result: [(String, [String: [Int]])] = []
        for name in groups.keys.sorted() {
            guard let group = groups[name] else { continue }
            let size = group.reduce(0) { $0 + $1.key.utf8.count + 4 * $1.value.count + 6 }
            let longer = group.filter { $0.key.count > prefixLength }
            if size <= shardLimit || longer.isEmpty {
                result.append((name, group))
                continue
            }
            let short = group.filter { $0.key.count <= prefixLength }
            if !short.isEmpty { result.append((name, short)) }
            result += shards(of: longer, prefixLength: prefixLength + 1)
        }
        return result
    }
}
