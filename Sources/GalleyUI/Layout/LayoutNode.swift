import Foundation
import GalleySVG

/// A view after resolution: it answers size proposals, is placed by its parent, and
/// draws itself. Subclasses implement one layout behaviour each.
class LayoutNode {
    /// The view or modifier this node comes from (`Text`, `VStack`, `padding`, `Card`).
    let typeName: String
    /// Set by `.accessibilityIdentifier(_:)`.
    var identifier: String?
    /// Set by `.accessibilityLabel(_:)`; replaces the text of the subtree for alt text.
    var accessibilityLabel: String?
    /// Whether `.accessibilityHidden(true)` removed the subtree from the alt text.
    var isAccessibilityHidden = false
    /// What kind of control the subtree is ("button", "switch"), read after its label,
    /// as VoiceOver reads a control; the subtree's texts become one element.
    var accessibilityRole: String?
    /// The control's value ("on", "40 %"), read after its kind.
    var accessibilityValue: String?
    /// Drawn as decoration, left out of the picture's description (a label's icon beside
    /// its title); still part of its accessibility text.
    var isDecoration = false
    /// The id of the `ForEach` element this node was made from: the tag a picker or tab
    /// view reads when the view has no `.tag(_:)` of its own. A property rather than a
    /// wrapping node, so that code looking for a node's type (a list's sections) sees
    /// the node itself.
    var implicitTag: AnyHashable?
    let environment: EnvironmentValues
    var children: [LayoutNode]

    /// The frame in points, relative to the root's top-left corner, rounded to pixels.
    private(set) var frame: CGRect = .zero
    /// Whether the parent placed this node (a `ViewThatFits` places only one child).
    private(set) var isPlaced = false
    private var sizeCache = SizeMemo()

    init(typeName: String, environment: EnvironmentValues, children: [LayoutNode] = []) {
        self.typeName = typeName
        self.environment = environment
        self.children = children
    }

    // MARK: Sizing

    /// The size this node chooses for `proposal`; memoised, since parents probe a child
    /// with the same proposals many times.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let cached = sizeCache[proposal] { return cached }
        let size = computeSize(proposal)
        sizeCache.remember(size, for: proposal)
        return size
    }

    /// Overridden by each layout: the size for a proposal, before memoisation.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    // MARK: Placement

    /// Places the node at an exact (unrounded) origin and size, answering `proposal`;
    /// the stored frame is rounded to the pixel grid, children are placed from the
    /// exact values so that rounding never accumulates.
    final func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        frame = pixelRounded(CGRect(origin: origin, size: size))
        isPlaced = true
        placeChildren(in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// Overridden by layouts with children; `bounds` is this node's exact frame.
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {}

    private func pixelRounded(_ rect: CGRect) -> CGRect {
        let scale = environment.displayScale
        func round(_ value: CGFloat) -> CGFloat {
            value.isFinite ? (value * scale).rounded() / scale : value
        }
        let minX = round(rect.minX)
        let minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }

    // MARK: Traits parents read

    /// The priority stacks use to share space (`.layoutPriority`).
    var layoutPriority: Double { 0 }
    /// Drawing order among siblings (`.zIndex`).
    var zIndex: Double { 0 }
    /// How this node spaces itself from its neighbours in a stack.
    var spacingKind: SpacingKind { .standard }
    /// A spacer's minimum length, or nil for any other view.
    var spacerMinLength: CGFloat? { nil }

    /// Tells spacers and dividers which way their stack runs.
    func setStackAxis(_ axis: Axis?) {}

    /// The position of an alignment guide along `axis` in this node at `size`.
    func alignmentGuide(_ key: AlignmentKey, axis: Axis, size: CGSize) -> CGFloat {
        key.defaultValue(length: size[axis])
    }

    // MARK: Drawing

    /// Appends this node's drawing, in root coordinates.
    func draw(into list: inout DisplayList) {
        drawChildren(into: &list)
    }

    final func drawChildren(into list: inout DisplayList) {
        for child in childrenInDrawingOrder where child.isPlaced {
            child.draw(into: &list)
        }
    }

    /// Children sorted by `zIndex`, keeping source order among equals.
    var childrenInDrawingOrder: [LayoutNode] {
        guard children.contains(where: { $0.zIndex != 0 }) else { return children }
        return children.enumerated()
            .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element)
    }

    /// The text a screen reader would read for this subtree.
    func collectAccessibilityText(into texts: inout [String]) {
        guard !isAccessibilityHidden, isPlaced else { return }
        if let label = accessibilityLabel {
            texts.append(label)
            return
        }
        appendOwnAccessibilityText(into: &texts)
        for child in children { child.collectAccessibilityText(into: &texts) }
    }

    /// Sets the kind and value a control reads out with its label; returns the node.
    @discardableResult
    func describedAsControl(_ role: String?, value: String? = nil) -> LayoutNode {
        accessibilityRole = role
        accessibilityValue = value
        return self
    }

    /// Text drawn by this node itself (a `Text`, an image's label).
    func appendOwnAccessibilityText(into texts: inout [String]) {}

    /// What a reader of the picture is told, in reading order: the texts, each control as
    /// one element read with its kind and value ("Wi-Fi, switch, on"), symbols as what
    /// they show, and no decoration (a titled label's icon).
    func collectDescription(into texts: inout [String]) {
        guard !isAccessibilityHidden, !isDecoration, isPlaced else { return }
        if accessibilityRole != nil || accessibilityValue != nil {
            var inner: [String] = []
            if let label = accessibilityLabel {
                inner = [label]
            } else {
                appendOwnDescription(into: &inner)
                for child in children { child.collectDescription(into: &inner) }
            }
            let parts = [inner.joined(separator: " "), accessibilityRole ?? "", accessibilityValue ?? ""]
            let element = parts.filter { !$0.isEmpty }.joined(separator: ", ")
            if !element.isEmpty { texts.append(element) }
            return
        }
        if let label = accessibilityLabel {
            texts.append(label)
            return
        }
        appendOwnDescription(into: &texts)
        for child in children { child.collectDescription(into: &texts) }
    }

    /// What this node itself shows, for ``collectDescription(into:)``; its accessibility
    /// text unless a node says more.
    func appendOwnDescription(into texts: inout [String]) {
        appendOwnAccessibilityText(into: &texts)
    }
}

/// How a view asks to be spaced from its neighbours in a stack with default spacing.
enum SpacingKind {
    /// The standard 8 pt.
    case standard
    /// Text: vertically, texts sit closer, by the leading of their font (HIG line
    /// height minus the height of a laid-out line).
    case text(leading: CGFloat)
    /// Spacers abut their neighbours.
    case spacer
}

/// A node that shows nothing and takes no space.
final class EmptyNode: LayoutNode {
    init(environment: EnvironmentValues) {
        super.init(typeName: "EmptyView", environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }
}
