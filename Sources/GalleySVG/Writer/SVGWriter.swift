/// Turns an ``SVGDocument`` into SVG text: compact, valid XML, and byte-identical for the
/// same input (ids count up in document order; numbers are formatted without locale).
public struct SVGWriter: Sendable {
    /// Prepended to every id, so that several documents inlined into one HTML page do not
    /// clash. Must start with a letter or "_" when not empty.
    public var idPrefix: String

    public init(idPrefix: String = "") {
        self.idPrefix = idPrefix
    }

    /// The SVG text of `document`; `pathData` shares outlines written already with the
    /// other writers of one picture (see ``PathDataCache``).
    public func write(_ document: SVGDocument, sharingPathDataWith pathData: PathDataCache? = nil) -> String {
        let renderer = SVGRenderer(idPrefix: idPrefix, sharingPathDataWith: pathData)
        let body = renderer.render(document.content)
        let box = document.viewBox
        var svg = SVGText()
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        svg.append(number: box.width)
        svg.append("\" height=\"")
        svg.append(number: box.height)
        svg.append("\" viewBox=\"")
        for (index, value) in [box.minX, box.minY, box.width, box.height].enumerated() {
            if index > 0 { svg.append(" ") }
            svg.append(number: value)
        }
        svg.append("\" role=\"img\"")
        let label = document.accessibilityLabel ?? ""
        if !label.isEmpty {
            svg.append(" aria-label=\"")
            svg.append(escaped: label)
            svg.append("\"")
        }
        svg.append(">")
        if !label.isEmpty {
            svg.append("<title>")
            svg.append(escaped: label)
            svg.append("</title>")
        }
        if !renderer.definitions.isEmpty {
            svg.append("<defs>")
            svg.append(renderer.definitions)
            svg.append("</defs>")
        }
        if let background = document.background {
            svg.append("<rect")
            SVGRenderer.appendRect(box, to: &svg)
            SVGRenderer.appendColor(background, property: "fill", to: &svg)
            svg.append("/>")
        }
        svg.append(body)
        svg.append("</svg>\n")
        return svg.string
    }
}
