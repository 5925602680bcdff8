import Foundation

extension PreviewManifest {
    /// An article's entry written straight to bytes, exactly as `JSONEncoder` (pretty
    /// printed, keys sorted, slashes unescaped) writes it inside the `articles` array:
    /// encoding thousands of marks through `Encodable` was a tenth of a warm build.
    /// Nil when a size is not a number JSON can hold (the encoder then refuses it too).
    static func entryText(_ article: Article) -> Data? {
        var writer = EntryWriter()
        guard writer.article(article) else { return nil }
        return writer.text.data
    }
}

/// Writes one article of `previews.json`, four spaces in, as the whole file's encoder
/// indents it: two spaces a level, `"key" : value`, an empty array on three lines.
private struct EntryWriter {
    var text = JSONText(capacity: 4096)

    mutating func article(_ article: PreviewManifest.Article) -> Bool {
        text.raw("    {\n")
        key("previews", level: 3)
        guard array(article.previews, closingAt: 3, item: { $0.preview($1) }) else { return false }
        text.raw(",\n")
        stringField("source", article.source, level: 3, last: false)
        stringField("text", article.text, level: 3, last: false)
        stringField("title", article.title, level: 3, last: false)
        stringField("url", article.url, level: 3, last: true)
        text.raw("    }")
        return true
    }

    private mutating func preview(_ preview: PreviewManifest.Preview) -> Bool {
        guard let width = Self.encoderSpelling(preview.width), let height = Self.encoderSpelling(preview.height)
        else { return false }
        text.raw("        {\n")
        stringField("alt", preview.alt, level: 5, last: false)
        stringField("code", preview.code, level: 5, last: false)
        if let dark = preview.dark { picture("dark", dark) }
        numberField("height", height, level: 5, last: false)
        if let light = preview.light { picture("light", light) }
        numberField("line", preview.line, level: 5, last: false)
        if let name = preview.name { stringField("name", name, level: 5, last: false) }
        numberField("width", width, level: 5, last: true)
        text.raw("        }")
        return true
    }

    private mutating func picture(_ name: String, _ picture: PreviewManifest.Picture) {
        key(name, level: 5)
        text.raw("{\n")
        stringField("file", picture.file, level: 6, last: false)
        key("marks", level: 6)
        _ = array(picture.marks, closingAt: 6) { writer, mark in
            writer.indent(7)
            writer.text.string("\(mark.key) \(mark.shape) \(mark.x) \(mark.y) \(mark.width) \(mark.height)")
            return true
        }
        text.raw("\n          },\n")
    }

    /// `[`, the elements a line apart, `]` at `level`: an empty array is the encoder's
    /// three lines with nothing between. `item` writes one element; false stops there.
    private mutating func array<Element>(
        _ elements: [Element], closingAt level: Int, item: (inout EntryWriter, Element) -> Bool
    ) -> Bool {
        text.raw("[\n")
        for (index, element) in elements.enumerated() {
            if index > 0 { text.raw(",\n") }
            guard item(&self, element) else { return false }
        }
        text.raw("\n")
        indent(level)
        text.raw("]")
        return true
    }

    private mutating func indent(_ level: Int) {
        for _ in 0..<level { text.raw("  ") }
    }

    private mutating func key(_ name: String, level: Int) {
        indent(level)
        text.string(name)
        text.raw(" : ")
    }

    private mutating func stringField(_ name: String, _ value: String, level: Int, last: Bool) {
        key(name, level: level)
        text.string(value)
        text.raw(last ? "\n" : ",\n")
    }

    private mutating func numberField(_ name: String, _ value: Int, level: Int, last: Bool) {
        key(name, level: level)
        text.number(value)
        text.raw(last ? "\n" : ",\n")
    }

    private mutating func numberField(_ name: String, _ spelling: String, level: Int, last: Bool) {
        key(name, level: level)
        text.numberText(spelling)
        text.raw(last ? "\n" : ",\n")
    }

    /// A size as the encoder spells it: Swift's shortest round-tripping description, without
    /// a trailing ".0" (`12`, `12.5`, `1e-07`). Text widths make most sizes fractional.
    /// Nil for a value JSON cannot hold, which the encoder refuses.
    private static func encoderSpelling(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        var spelling = value.description
        if spelling.hasSuffix(".0") { spelling.removeLast(2) }
        return spelling
    }
}
