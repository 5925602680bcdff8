import Foundation

/// Names everything a page is rendered from, besides the theme: a page whose key is the
/// same as in the last build is the same page, and is reused instead of rendered again.
enum RenderKeys {
    /// The key of a page rendered from `template` with `data`: a hash of every key and
    /// value of the data, in encoding order (see `KeyHasher`). The key is made from exactly
    /// what the template receives, so a variable added to the data changes the key of every
    /// page that has it.
    ///
    /// Keys live only in a `BuildMemory`, inside one process, so the hash is the standard
    /// library's seeded one (two of them: 128 bits), which costs a fraction of SHA-256:
    /// every page's key is made on every rebuild.
    static func page(template: String, data: some TemplateData) -> String {
        template + ":" + KeyHasher.hash(data, salt: 0)
    }
}

extension RenderKeys {
    /// The key of the same page for a `PageRecord`, kept between processes: the SHA-256 of
    /// the same stream. Slower than `page`, and made only by a build that records its pages.
    static func lastingPage(template: String, data: some TemplateData) -> String {
        template + ":" + KeyHasher.lastingHash(data)
    }
}
