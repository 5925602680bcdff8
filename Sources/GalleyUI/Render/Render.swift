import Foundation
import GalleySVG
import GalleyText

/// A view laid out and drawn: its tree of frames, its drawing, and its text.
public struct RenderResult: Sendable {
    /// The size the view chose: its layout frame, at the origin.
    public let size: CGSize
    /// The laid-out tree, frames relative to the root's top-left corner.
    public let root: LaidOutNode
    /// The drawing, colours resolved for ``canvasColorScheme``.
    public let displayList: DisplayList
    /// Every text and accessibility label, in reading order.
    public let accessibilityText: [String]
    /// What the picture shows, in reading order, for its alt text: texts, controls with
    /// their kind and value ("Wi-Fi, switch, on"), symbols as icons; for a picture with
    /// no text, its shapes and colours ("blue circle outline").
    public let pictureDescription: [String]
    /// The appearance the preview was asked to draw in.
    public let colorScheme: ColorScheme
    /// The appearance the canvas is drawn in: ``colorScheme`` unless the preview forces one
    /// with `.preferredColorScheme` (anywhere in it) or `.environment(\.colorScheme, …)`
    /// around its whole content.
    public let canvasColorScheme: ColorScheme
    /// The canvas colour: the background iOS puts behind such content in
    /// ``canvasColorScheme``: `systemBackground` (white, black), or the background of the
    /// list or navigation stack that fills the preview.
    public let backgroundColor: RGBAColor
    /// The area the picture shows, in the root's coordinates: the layout frame grown to
    /// hold everything drawn outside it (strokes, shadows, blur), in whole points.
    public let canvas: CGRect

    /// A description for an image's alt text: what is drawn, in reading order.
    public var accessibilityLabel: String { pictureDescription.joined(separator: ", ") }

    /// The SVG document of ``canvas``, on the canvas colour unless `transparent`.
    public func svgDocument(transparent: Bool = false) -> SVGDocument {
        SVGDocument(
            viewBox: canvas, content: displayList, accessibilityLabel: accessibilityLabel,
            background: transparent ? nil : backgroundColor)
    }

    /// The SVG text; `pathData` shares outlines with the picture's other writers (its
    /// other appearance, its marks).
    public func svg(
        idPrefix: String = "", transparent: Bool = false, sharingPathDataWith pathData: PathDataCache? = nil
    )
        -> String
    {
        SVGWriter(idPrefix: idPrefix).write(svgDocument(transparent: transparent), sharingPathDataWith: pathData)
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
        // Built for every picture: one array per node, not a filtered one and a mapped one.
        var children: [LaidOutNode] = []
        if !node.children.isEmpty { children.reserveCapacity(node.children.count) }
        for child in node.children where child.isPlaced { children.append(LaidOutNode(child)) }
        self.children = children
    }
}

/// Lays out and draws `view` as a preview canvas does: proposed `proposal` (390 wide,
/// ideal height by default), in `colorScheme` unless the view forces another appearance.
///
/// - Throws: GalleyText's `TextError` when the fonts cannot be loaded.
public func render<V: View>(
    _ view: V, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: nil),
    colorScheme: ColorScheme = .light, environment: EnvironmentValues = EnvironmentValues()
) throws -> RenderResult {
    try renderKeepingLayout(view, proposal: proposal, colorScheme: colorScheme, environment: environment).result
}

/// A drawn picture with the laid-out tree behind it, to draw it again in another
/// appearance without a second layout when nothing in it depends on the appearance.
public struct KeptLayout {
    /// The picture, as ``render(_:proposal:colorScheme:environment:)`` gives it.
    public let result: RenderResult
    /// The pass to draw again; nil when resolving or laying out read or set the
    /// appearance, delivered preferences, or a preferred scheme took over.
    fileprivate let reusable: PreviewPass?

    /// The picture in `colorScheme`, drawn from the kept layout; nil when the layout may
    /// differ in it, and the view must be laid out again.
    public func redrawn(in colorScheme: ColorScheme) -> RenderResult? {
        guard let pass = reusable else { return nil }
        return AppearanceReading.$current.withValue(.answered(colorScheme)) {
            pass.redrawn().result(requested: colorScheme, canvasScheme: colorScheme)
        }
    }
}

/// ``render(_:proposal:colorScheme:environment:)``, keeping the layout for ``KeptLayout/redrawn(in:)``.
///
/// - Throws: GalleyText's `TextError` when the fonts cannot be loaded.
public func renderKeepingLayout<V: View>(
    _ view: V, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: nil),
    colorScheme: ColorScheme = .light, environment: EnvironmentValues = EnvironmentValues()
) throws -> KeptLayout {
    let engine = try TextEngine.shared()
    let watch = AppearanceWatch()
    var first = PreviewPass(
        view, proposal: proposal, colorScheme: colorScheme, environment: environment, engine: engine, watch: watch)
    var relaidOut = false
    // Preferences (a size a view measured) are delivered after layout; their actions may
    // change what views show, so the picture is laid out again until the delivered
    // values settle, at most three times in all.
    var delivered: [String] = []
    for _ in 0..<2 {
        let deliveries = PreferenceDelivery.deliveries(in: first.root)
        let described = deliveries.map { String(describing: $0.value) }
        guard !deliveries.isEmpty, described != delivered else { break }
        delivered = described
        for delivery in deliveries { delivery.observer.action(delivery.value) }
        first = PreviewPass(
            view, proposal: proposal, colorScheme: colorScheme, environment: environment, engine: engine)
        relaidOut = true
    }
    // A preferred scheme switches the whole presentation, the views around the one that
    // asked included: draw everything again in it.
    if let preferred = first.signals.preferredColorScheme, preferred != colorScheme {
        let forced = PreviewPass(
            view, proposal: proposal, colorScheme: preferred, environment: environment, engine: engine)
        return KeptLayout(result: forced.result(requested: colorScheme, canvasScheme: preferred), reusable: nil)
    }
    let reusable = !relaidOut && first.signals.preferredColorScheme == nil && !watch.wasTouched
    return KeptLayout(
        result: first.result(requested: colorScheme, canvasScheme: first.contentColorScheme),
        reusable: reusable ? first : nil)
}

/// One layout and drawing of a preview in one appearance.
private struct PreviewPass {
    let root: LayoutNode
    let signals: ResolveSignals
    let displayList: DisplayList
    let environment: EnvironmentValues

    /// Resolves, lays out and draws `view`; `watch` notes whether resolving and layout
    /// read or set the appearance (drawing, which resolves colours, is not watched).
    init<V: View>(
        _ view: V, proposal: ProposedViewSize, colorScheme: ColorScheme, environment: EnvironmentValues,
        engine: TextEngine, watch: AppearanceWatch? = nil
    ) {
        var environment = environment
        environment.colorScheme = colorScheme
        self.environment = environment
        let signals = ResolveSignals()
        self.signals = signals
        let layOut = { [environment] () -> LayoutNode in
            let context = ResolveContext(environment: environment, textEngine: engine, signals: signals)
            let root = context.resolveSingle(view)
            let size = root.sizeThatFits(proposal)
            root.place(at: .zero, size: size, proposal: proposal)
            return root
        }
        root =
            if let watch { AppearanceReading.$current.withValue(.watched(watch), operation: layOut) } else { layOut() }
        var list = DisplayList()
        root.draw(into: &list)
        displayList = list
    }

    private init(root: LayoutNode, signals: ResolveSignals, displayList: DisplayList, environment: EnvironmentValues) {
        self.root = root
        self.signals = signals
        self.displayList = displayList
        self.environment = environment
    }

    /// The same laid-out tree drawn again, in the appearance reads answer now.
    func redrawn() -> PreviewPass {
        var list = DisplayList()
        root.draw(into: &list)
        return PreviewPass(root: root, signals: signals, displayList: list, environment: environment)
    }

    /// The node that carries the content's own environment: below the custom views that
    /// wrap it, where an `.environment(\.colorScheme, …)` around the whole content applies.
    private var contentNode: LayoutNode {
        var node = root
        while type(of: node) == PassthroughNode.self, let child = node.children.first { node = child }
        return node
    }

    var contentColorScheme: ColorScheme { contentNode.environment.colorScheme }

    func result(requested: ColorScheme, canvasScheme: ColorScheme) -> RenderResult {
        var texts: [String] = []
        root.collectAccessibilityText(into: &texts)
        var description: [String] = []
        root.collectDescription(into: &description)
        // A picture with nothing to read is described by what it draws.
        if description.isEmpty { description = PictureDescription.shapes(in: root) }
        var canvasEnvironment = environment
        canvasEnvironment.colorScheme = canvasScheme
        let background = Self.fillingBackground(of: root) ?? .systemBackground
        return RenderResult(
            size: root.frame.size, root: LaidOutNode(root), displayList: displayList,
            accessibilityText: texts, pictureDescription: description, colorScheme: requested,
            canvasColorScheme: canvasScheme,
            backgroundColor: Color(background).resolveRGBA(in: canvasEnvironment),
            canvas: PreviewCanvas.area(layoutSize: root.frame.size, drawing: displayList))
    }

    /// The background of a list or navigation stack that fills the root's frame.
    private static func fillingBackground(of node: LayoutNode) -> UIColor? {
        node.throughPassthroughs(as: CanvasFillingNode.self)?.background
    }
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
