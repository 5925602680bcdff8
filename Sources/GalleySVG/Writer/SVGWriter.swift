/// Turns an ``SVGDocument`` into SVG text: compact, valid XML, and byte-identical for the
/// same input (ids count up in document order; numbers are formatted without locale).
public struct SVGWriter: Sendable {
    /// Prepended to every id, so that several documents inlined into one HTML page do not
    /// clash. Must start with a letter or "_" when not empty.
    public var idPrefix: String

    public init(idPrefix: String = "") {
        self.idPrefix = idPrefix
    }

    /// The SVG text of `document`.
    public func write(_ document: SVGDocument) -> String {
        let renderer = SVGRenderer(idPrefix: idPrefix)
        let body = renderer.render(document.content)
        let box = document.viewBox
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        svg += " width=\"\(svgNumber(box.width))\" height=\"\(svgNumber(box.height))\""
        svg +=
            " viewBox=\"\([box.minX, box.minY, box.width, box.height].map { svgNumber($0) }.joined(separator: " "))\""
        svg += " role=\"img\""
        let label = document.accessibilityLabel ?? ""
        if !label.isEmpty { svg += " aria-label=\"\(xmlEscaped(label))\"" }
        svg += ">"
        if !label.isEmpty { svg += "<title>\(xmlEscaped(label))</title>" }
        if !renderer.definitions.isEmpty {
            svg += "<defs>" + renderer.definitions.joined() + "</defs>"
        }
        if let background = document.background {
            svg += "<rect x=\"\(svgNumber(box.minX))\" y=\"\(svgNumber(box.minY))\""
            svg += " width=\"\(svgNumber(box.width))\" height=\"\(svgNumber(box.height))\""
            svg += SVGRenderer.colorAttributes(background, property: "fill") + "/>"
        }
        svg += body
        svg += "</svg>\n"
        return svg
    }
}
