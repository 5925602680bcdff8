import Foundation

/// `previews.json` at the root of a built site: every published article with its
/// previews in page order, each with its snippet's code, its pictures and the marks they
/// draw. `galley diff` compares two sites through it: the built HTML shows pictures, but
/// not reliably which snippet drew which one, and not what a picture draws where.
///
/// Part of the output contract (content/reference/output.md); `format` changes when a
/// field changes meaning.
public struct PreviewManifest: Codable, Equatable, Sendable {
    /// The file's name at the site's root.
    public static let fileName = "previews.json"
    /// The format this Galley writes and reads.
    public static let currentFormat = 1

    public var format: Int
    /// Published articles, by content path.
    public var articles: [Article]

    public init(format: Int = Self.currentFormat, articles: [Article]) {
        self.format = format
        self.articles = articles
    }

    /// One published article.
    public struct Article: Codable, Equatable, Sendable {
        /// The Markdown file, relative to `content/` ("components/card.md").
        public var source: String
        /// The page, relative to the site's root ("components/card/"; "" for the home page).
        public var url: String
        public var title: String
        /// A fingerprint of the page's body without its preview pictures: it changes when
        /// the text, the code or a link of the page does.
        public var text: String
        /// The previews in the order the page shows them.
        public var previews: [Preview]

        public init(source: String, url: String, title: String, text: String, previews: [Preview]) {
            self.source = source
            self.url = url
            self.title = title
            self.text = text
            self.previews = previews
        }
    }

    /// One preview picture of an article.
    public struct Preview: Codable, Equatable, Sendable {
        /// The line of the snippet's first line of code in the Markdown file.
        public var line: Int
        /// The `#Preview("name")` name, when the snippet gave one.
        public var name: String?
        /// The snippet's code, as the page shows it.
        public var code: String
        /// The picture's alt text.
        public var alt: String
        /// The picture's size in points.
        public var width: Double
        public var height: Double
        /// The pictures drawn: a snippet with `scheme=light` or `scheme=dark` has one.
        public var light: Picture?
        public var dark: Picture?

        public init(
            line: Int, name: String?, code: String, alt: String, width: Double, height: Double, light: Picture?,
            dark: Picture?
        ) {
            self.line = line
            self.name = name
            self.code = code
            self.alt = alt
            self.width = width
            self.height = height
            self.light = light
            self.dark = dark
        }
    }

    /// One SVG file and what it draws.
    public struct Picture: Codable, Equatable, Sendable {
        /// The file, relative to the site's root ("previews/1f2e….svg").
        public var file: String
        /// The drawing's marks in painting order, the canvas first.
        public var marks: [Mark]

        public init(file: String, marks: [Mark]) {
            self.file = file
            self.marks = marks
        }
    }

    /// One mark of a drawing (see `DrawnMark`): a fingerprint of what is drawn and how, one
    /// of the same without its position, and the box it can paint, in whole points from the
    /// picture's top-left corner. Written as one string,
    /// `"<key> <shape> <x> <y> <width> <height>"`, to keep the file small.
    public struct Mark: Codable, Equatable, Sendable {
        public var key: String
        public var shape: String
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        public init(key: String, shape: String, x: Int, y: Int, width: Int, height: Int) {
            self.key = key
            self.shape = shape
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        public init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            let parts = text.split(separator: " ")
            let numbers = parts.dropFirst(2).compactMap { Int($0) }
            guard parts.count == 6, numbers.count == 4 else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath, debugDescription: "a mark is 'key shape x y width height'"))
            }
            self.init(
                key: String(parts[0]), shape: String(parts[1]), x: numbers[0], y: numbers[1], width: numbers[2],
                height: numbers[3])
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode("\(key) \(shape) \(x) \(y) \(width) \(height)")
        }
    }

    /// The manifest's JSON: keys sorted, one value a line, so equal sites give equal bytes.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }
}
