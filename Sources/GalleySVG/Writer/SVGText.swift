/// SVG text as it is written: UTF-8 bytes appended in place.
///
/// A picture is thousands of small pieces (a `<use>` per glyph, a number per coordinate);
/// building each as a `String` through interpolation cost more than deciding what to
/// draw, so the writer appends bytes and makes one `String` at the end.
struct SVGText: Hashable {
    private(set) var bytes: [UInt8] = []

    var isEmpty: Bool { bytes.isEmpty }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Markup written by Galley itself (tag and attribute names, punctuation).
    mutating func append(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text that is already safe in an attribute value (ids, colours, names).
    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ other: SVGText) {
        bytes.append(contentsOf: other.bytes)
    }

    /// The text ``svgNumber(_:decimals:)`` gives.
    mutating func append(number value: Double, decimals: Int = 3) {
        appendSVGNumber(value, decimals: decimals, to: &bytes)
    }

    /// A definition id's letter and number (`g12`).
    mutating func append(idKind kind: UInt8, number: Int) {
        bytes.append(kind)
        appendSVGNumber(Double(number), decimals: 0, to: &bytes)
    }

    /// ` name="value"`, the value as ``svgNumber(_:decimals:)`` gives it.
    mutating func append(attribute name: StaticString, number value: Double, decimals: Int = 3) {
        append(" ")
        append(name)
        append("=\"")
        append(number: value, decimals: decimals)
        append("\"")
    }

    /// ` name="value"`, for a value that is already safe in an attribute.
    mutating func append(attribute name: StaticString, _ value: String) {
        append(" ")
        append(name)
        append("=\"")
        append(value)
        append("\"")
    }

    /// `#rrggbb` or `#rgb`.
    mutating func append(hex color: RGBAColor) {
        color.appendHex(to: &bytes)
    }

    /// Text from outside (labels, path data handed in), escaped as ``xmlEscaped(_:)`` does.
    mutating func append(escaped text: String) {
        bytes.append(contentsOf: xmlEscaped(text).utf8)
    }

    /// The path's data (`d`), as ``VectorPath/svgPathData`` spells it.
    mutating func append(pathData path: VectorPath, sharing cache: PathDataCache? = nil) {
        cache.append(path, to: &bytes)
    }
}
