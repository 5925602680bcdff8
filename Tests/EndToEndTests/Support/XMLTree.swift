import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed XML document (the feed, the sitemap) as a small tree. Element names are kept
/// as written ("atom:link", "content:encoded"); parsing fails on XML that is not
/// well-formed, which is itself what some tests check.
final class XMLTree {
    let name: String
    let attributes: [String: String]
    fileprivate(set) var children: [XMLTree] = []
    fileprivate(set) var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The direct children named `name`.
    func children(named name: String) -> [XMLTree] {
        children.filter { $0.name == name }
    }

    /// The first direct child named `name`.
    func child(_ name: String) -> XMLTree? {
        children.first { $0.name == name }
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses `data`; throws when it is not well-formed XML.
    static func parse(_ data: Data) throws -> XMLTree {
        let parser = XMLParser(data: data)
        let builder = Builder()
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        guard parser.parse(), let root = builder.root else {
            throw ParseError(
                description: "not well-formed XML at line \(parser.lineNumber), column \(parser.columnNumber): "
                    + "\(parser.parserError.map { "\($0)" } ?? "no root element")")
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: XMLTree?
        var stack: [XMLTree] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let node = XMLTree(name: qualifiedName ?? elementName, attributes: attributes)
            if let parent = stack.last {
                parent.children.append(node)
            } else {
                root = node
            }
            stack.append(node)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            stack.last?.text += String(decoding: block, as: UTF8.self)
        }
    }
}
