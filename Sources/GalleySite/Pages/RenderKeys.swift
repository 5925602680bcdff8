import Foundation

/// Names everything a page is rendered from, besides the theme: a page whose key is the
/// same as in the last build is the same page, and is reused instead of rendered again.
enum RenderKeys {
    /// The key of a page rendered from `template` with `data`: a hash of the data's JSON
    /// with sorted keys. The key is made from exactly what the template receives, so a
    /// variable added to the data changes the key of every page that has it.
    ///
    /// Keys live only in a `BuildMemory`, inside one process, so the hash is the standard
    /// library's seeded one (two of them: 128 bits), which costs a fraction of SHA-256:
    /// every page's key is made on every rebuild.
    static func page(template: String, data: some TemplateData) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Template data is made of strings, booleans, integers, arrays and structs, none
        // of which fail to encode; were one to, a key that matches no other renders the page.
        guard let json = try? encoder.encode(data) else { return "unencodable:" + UUID().uuidString }
        return template + ":" + hash(json, salt: 0) + hash(json, salt: 1)
    }

    private static func hash(_ data: Data, salt: Int) -> String {
        var hasher = Hasher()
        hasher.combine(salt)
        data.withUnsafeBytes { hasher.combine(bytes: $0) }
        return String(UInt(bitPattern: hasher.finalize()), radix: 16)
    }
}
