import Foundation

/// Names everything a page is rendered from, besides the theme: a page whose key is the
/// same as in the last build is the same page, and is reused instead of rendered again.
enum RenderKeys {
    /// The key of a page rendered from `template` with `data`: a hash of the data's JSON
    /// with sorted keys. The key is made from exactly what the template receives, so a
    /// variable added to the data changes the key of every page that has it.
    static func page(template: String, data: some TemplateData) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Template data is made of strings, booleans, integers, arrays and structs, none
        // of which fail to encode; a key that matches nothing just renders the page.
        guard let json = try? encoder.encode(data) else { return "" }
        return template + ":" + ContentHash.hex(json, length: 32)
    }
}
