import Foundation
import GalleySVG

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The elements of an SVG document, parsed with Foundation's XMLParser: proves the text is
/// well-formed XML and lets tests look at elements and attributes.
final class ParsedSVG: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
    }

    private(set) var elements: [Element] = []
    private(set) var error: Error?
    private var stack: [Int] = []

    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        if !parser.parse() { error = parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    }

    var isWellFormed: Bool { error == nil }

    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        stack.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributeDict, text: ""))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = stack.last { elements[index].text += string }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        stack.removeLast()
    }
}

/// A glyph definition standing in for one GalleyText would provide: a 100×100 square.
func squareGlyph(_ key: String) -> GlyphDefinition {
    GlyphDefinition(
        key: key, pathData: "M0 0L100 0L100 100L0 100Z",
        bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
}

func document(_ items: [DisplayItem], label: String? = "Preview") -> SVGDocument {
    SVGDocument(
        size: CGSize(width: 200, height: 100), content: DisplayList(items), accessibilityLabel: label)
}

func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}
