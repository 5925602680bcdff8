import Crypto
import Foundation
import GalleyLocking

extension SearchIndex {
    /// The prefix of an index file's key in the page record (a page's is its template's name).
    static let recordKeyPrefix = "search:"

    /// What writing the index into a staging folder did.
    struct Written {
        /// Each file's path, with the key the next build's record gives it.
        var keys: [String: String] = [:]
        /// Whether the index was made; false when the previous site's files were linked.
        var made = true
    }

    /// Writes the index of `documents` into `staging`, or, when the previous build into the
    /// same output made it from the same documents (its files' key in `recorded`) and its
    /// files are untouched, links them from the previous site. `termCounts`: as for
    /// `write(for:termCounts:jobs:to:)`.
    ///
    /// Counting every word of every document is most of what an unchanged site's rebuild
    /// did besides linking pages; a hash of the documents is a small part of that.
    static func write(
        _ documents: [Document], termCounts: [[String: Int]]?, into staging: SiteStaging, recorded: PageRecord?,
        jobs: Int
    ) -> Written {
        let key = recordKeyPrefix + lastingKey(of: documents)
        if let recorded, let kept = keepPrevious(key: key, recorded: recorded, staging: staging) {
            return Written(keys: kept, made: false)
        }
        let written = Locked<[String: String]>([:])
        write(for: documents, termCounts: termCounts, jobs: jobs) { path, data in
            // A file kept before another was found changed is skipped here: same key, same bytes.
            staging.write(data, at: path)
            written.withLock { $0[path] = key }
        }
        return Written(keys: written.withLock { $0 }, made: true)
    }

    /// Links the previous build's index files when every one of them has `key` and is
    /// still the file recorded; nil when the index must be made (some may be linked
    /// already).
    private static func keepPrevious(key: String, recorded: PageRecord, staging: SiteStaging) -> [String: String]? {
        let files = recorded.entries.filter { $0.key.hasPrefix("search/") }
        guard files[manifestPath] != nil, files.values.allSatisfy({ $0.key == key }) else { return nil }
        var kept: [String: String] = [:]
        for (path, entry) in files {
            guard staging.keepPrevious(at: path, ifStill: entry.file) else { return nil }
            kept[path] = key
        }
        return kept
    }

    /// A SHA-256 of the documents, each field with its length, so that no two lists of
    /// documents run together alike. What the index makes of them is decided by Galley's
    /// code, which the record's site key covers. Not `KeyHasher.lastingHash`: it gathers the
    /// whole framed stream in memory before hashing, and the documents are the site's whole
    /// text (93 MB on 10,000 articles); this one hashes as it goes.
    static func lastingKey(of documents: [Document]) -> String {
        var hasher = SHA256()
        func feed(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                withUnsafeBytes(of: bytes.count.littleEndian) { hasher.update(bufferPointer: $0) }
                hasher.update(bufferPointer: UnsafeRawBufferPointer(bytes))
            }
        }
        func feed(_ number: Int) {
            withUnsafeBytes(of: number.littleEndian) { hasher.update(bufferPointer: $0) }
        }
        feed(documents.count)
        for document in documents {
            feed(document.url)
            feed(document.pageTitle)
            feed(document.heading)
            feed(document.text)
            feed(document.fields.count)
            for field in document.fields {
                feed(field.text)
                feed(field.weight)
            }
        }
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }
}
