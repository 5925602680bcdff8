import Foundation
import GalleySVG
import GalleyText

/// A view laid out and drawn: its tree of frames, its drawing, and its text.
public struct RenderResult: Sendable {
    /// The size the view chose; the canvas.
    public let size: CGSize
    /// The laid-out tree, frames relative to the root's top-left corner.
    public let root: LaidOutNode
    /// The drawing, colours resolved for ``colorScheme``.
    public let displayList: DisplayList
    /// Every text and accessibility label, in reading order.
    public let accessibilityText: [String]
    public let colorScheme: ColorScheme
    /// The canvas colour of the scheme: white in light, black in dark.
    public let backgroundColor: RGBAColor

    /// The texts joined into one description, for an image's alt text.
    public var accessibilityLabel: String { accessibilityText.joined(separator: ", ") }

    /// The SVG document, on the scheme's background unless `transparent`.
    public func svgDocument(transparent: Bool = false) -> SVGDocument {
        SVGDocument(
            size: size, content: displayList, accessibilityLabel: accessibilityLabel,
            background: transparent ? nil : backgroundColor)
    }

    /// The SVG text.
    public func svg(idPrefix: String = "", transparent: Bool = false) -> String {
        SVGWriter(idPrefix: idPrefix).write(svgDocument(transparent: transparent))
    }
}

/// One node of the laid-out tree, as `galley render --format json` prints it.
public struct LaidOutNode: Codable, Hashable, Sendable {
    /// A frame in points.
    public struct Frame: Codable, Hashable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    }

    /// The view or modifier: `Text`, `VStack`, `padding`, or a custom view's name.
    public var type: String
    public var frame: Frame
    /// Set with `.accessibilityIdentifier`.
    public var identifier: String?
    public var children: [LaidOutNode]

    /// The first node, depth first, with this identifier.
    public func first(identifier: String) -> LaidOutNode? {
        if self.identifier == identifier { return self }
        for child in children {
            if let found = child.first(identifier: identifier) { return found }
        }
        return nil
    }

    /// Every node, depth first, of this type.
    public func all(type: String) -> [LaidOutNode] {
        (self.type == type ? [self] : []) + children.flatMap { $0.all(type: type) }
    }

    /// The JSON of the tree: keys sorted, so that output is stable.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(self)
    }

    init(_ node: LayoutNode) {
        type = node.typeName
        frame = Frame(
            x: node.frame.minX, y: node.frame.minY, width: node.frame.width, height: node.frame.height)
        identifier = node.identifier
        children = node.children.filter(\.isPlaced).map(LaidOutNode.init)
    }
}

/// Lays out and draws `view` as a preview canvas does: proposed `proposal` (390 wide,
/// ideal height by default), in `colorScheme`.
///
/// - Throws: GalleyText's `TextError` when the fonts cannot be loaded.
public func render<V: View>(
    _ view: V, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: nil),
    colorScheme: ColorScheme = .light, environment: EnvironmentValues = EnvironmentValues()
) throws -> RenderResult {
    let engine = try TextEngine.shared()
    var environment = environment
    environment.colorScheme = colorScheme
    let context = ResolveContext(environment: environment, textEngine: engine)
    let root = context.resolveSingle(view)
    let size = root.sizeThatFits(proposal)
    root.place(at: .zero, size: size, proposal: proposal)
    var list = DisplayList()
    root.draw(into: &list)
    var texts: [String] = []
    root.collectAccessibilityText(into: &texts)
    return RenderResult(
        size: root.frame.size, root: LaidOutNode(root), displayList: list,
        accessibilityText: texts, colorScheme: colorScheme,
        backgroundColor: Color(.systemBackground).resolveRGBA(in: environment))
}

/// The SVG of `view` laid out at `width` × `height` (nil: its ideal height).
public func svg<V: View>(
    _ view: V, width: CGFloat = 390, height: CGFloat? = nil, colorScheme: ColorScheme = .light
) throws -> String {
    try render(
        view, proposal: ProposedViewSize(width: width, height: height), colorScheme: colorScheme
    )
    .svg()
}
