import Foundation
import GalleySVG

extension LayoutNode {
    /// Leaves the icons of a label out of its description when it has a title: VoiceOver
    /// reads a titled label's icon as decoration.
    func hidingIconsBesideText() {
        guard containsNode(where: { $0 is TextNode }) else { return }
        forEachNode { node in
            if node is ImageNode { node.isDecoration = true }
        }
    }

    func containsNode(where predicate: (LayoutNode) -> Bool) -> Bool {
        predicate(self) || children.contains { $0.containsNode(where: predicate) }
    }

    func forEachNode(_ body: (LayoutNode) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }
}

/// Words for a picture that has no text: the shapes it draws, with their colours
/// ("blue circle outline", "3 red rectangles"), in drawing order.
enum PictureDescription {
    static func shapes(in root: LayoutNode) -> [String] {
        var descriptions: [String] = []
        root.forEachNode { node in
            guard node.isPlaced, let shape = node as? ShapeNode, let words = shape.shapeDescription else { return }
            descriptions.append(words)
        }
        // Repeats are counted rather than listed.
        var counted: [(words: String, count: Int)] = []
        for words in descriptions {
            if let index = counted.firstIndex(where: { $0.words == words }) {
                counted[index].count += 1
            } else {
                counted.append((words, 1))
            }
        }
        return counted.map { $0.count == 1 ? $0.words : "\($0.count) \($0.words)s" }
    }

    /// The nearest colour name, for a description.
    static func colorName(_ color: RGBAColor) -> String {
        if color.clampedAlpha < 0.05 { return "clear" }
        let named = namedColors.min { distance($0.color, color) < distance($1.color, color) }
        return named?.name ?? "coloured"
    }

    private static func distance(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        let red = a.red - b.red
        let green = a.green - b.green
        let blue = a.blue - b.blue
        return 2 * red * red + 4 * green * green + 3 * blue * blue
    }

    /// iOS's colours in both appearances, and the greys between black and white.
    private static let namedColors: [(name: String, color: RGBAColor)] = [
        ("black", RGBAColor(hex: 0x000000)), ("white", RGBAColor(hex: 0xFFFFFF)),
        ("gray", RGBAColor(hex: 0x8E8E93)), ("light gray", RGBAColor(hex: 0xD1D1D6)),
        ("dark gray", RGBAColor(hex: 0x3A3A3C)),
        ("blue", RGBAColor(hex: 0x007AFF)), ("blue", RGBAColor(hex: 0x0A84FF)),
        ("red", RGBAColor(hex: 0xFF3B30)), ("red", RGBAColor(hex: 0xFF453A)),
        ("green", RGBAColor(hex: 0x34C759)), ("green", RGBAColor(hex: 0x30D158)),
        ("orange", RGBAColor(hex: 0xFF9500)), ("orange", RGBAColor(hex: 0xFF9F0A)),
        ("yellow", RGBAColor(hex: 0xFFCC00)), ("yellow", RGBAColor(hex: 0xFFD60A)),
        ("pink", RGBAColor(hex: 0xFF2D55)), ("pink", RGBAColor(hex: 0xFF375F)),
        ("purple", RGBAColor(hex: 0xAF52DE)), ("purple", RGBAColor(hex: 0xBF5AF2)),
        ("indigo", RGBAColor(hex: 0x5856D6)), ("indigo", RGBAColor(hex: 0x5E5CE6)),
        ("teal", RGBAColor(hex: 0x30B0C7)), ("cyan", RGBAColor(hex: 0x32ADE6)),
        ("mint", RGBAColor(hex: 0x00C7BE)), ("brown", RGBAColor(hex: 0xA2845E)),
    ]

    /// `RoundedRectangle` -> "rounded rectangle"; `Color` fills a rectangle.
    static func shapeName(_ typeName: String) -> String {
        switch typeName {
        case "Color", "Rectangle": return "rectangle"
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient": return "gradient"
        default:
            var words: [String] = []
            var word = ""
            for character in typeName {
                if character.isUppercase, !word.isEmpty {
                    words.append(word)
                    word = ""
                }
                word.append(Character(character.lowercased()))
            }
            if !word.isEmpty { words.append(word) }
            return words.joined(separator: " ")
        }
    }
}
