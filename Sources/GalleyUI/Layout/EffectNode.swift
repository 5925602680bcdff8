import Foundation
import GalleySVG

/// A drawing effect around a node's drawing: opacity, clipping, masks, shadows,
/// transforms, blur and blend modes. Layout passes straight through to the child.
final class EffectNode: PassthroughNode {
    enum Effect {
        case opacity(Double)
        /// Clips to the outline of a shape in the node's frame.
        case clip((CGRect) -> Path, evenOdd: Bool)
        case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
        /// A transform around a unit point of the frame, given in frame-relative terms.
        case transform(anchor: UnitPoint, (CGRect) -> Transform2D)
        case blur(radius: CGFloat)
        case blendMode(DisplayBlendMode)
        /// Draws nothing but keeps its place (`hidden()`).
        case hidden
        /// Groups the drawing so later effects apply to it as one layer.
        case compositingGroup
    }

    let effect: Effect

    init(typeName: String, effect: Effect, environment: EnvironmentValues, child: LayoutNode) {
        self.effect = effect
        super.init(typeName: typeName, environment: environment, child: child)
    }

    override func draw(into list: inout DisplayList) {
        var inner = DisplayList()
        drawChildren(into: &inner)
        var group = DisplayGroup(content: inner)
        switch effect {
        case .opacity(let opacity):
            group.opacity = opacity
        case .clip(let outline, let evenOdd):
            group.clipPath = outline(frame).storage
            group.clipRule = evenOdd ? .evenOdd : .nonZero
        case .shadow(let color, let radius, let x, let y):
            group.shadow = DisplayShadow(
                color: color.resolveRGBA(in: environment), radius: radius, x: x, y: y)
        case .transform(let anchor, let makeTransform):
            let pivot = anchor.point(in: frame)
            group.transform = Transform2D.translation(x: -pivot.x, y: -pivot.y)
                .concatenating(makeTransform(frame))
                .concatenating(.translation(x: pivot.x, y: pivot.y))
        case .blur(let radius):
            group.blurRadius = radius
        case .blendMode(let mode):
            group.blendMode = mode
        case .hidden:
            return
        case .compositingGroup:
            break
        }
        list.append(.group(group))
    }

    override func collectAccessibilityText(into texts: inout [String]) {
        if case .hidden = effect { return }
        super.collectAccessibilityText(into: &texts)
    }
}

/// `.mask`: the content shows where the mask, laid out over it, is opaque.
final class MaskNode: LayoutNode {
    let alignment: Alignment
    var primary: LayoutNode { children[0] }
    var mask: LayoutNode { children[1] }

    init(alignment: Alignment, environment: EnvironmentValues, primary: LayoutNode, mask: LayoutNode) {
        self.alignment = alignment
        super.init(typeName: "mask", environment: environment, children: [primary, mask])
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        primary.sizeThatFits(proposal)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        primary.place(at: bounds.origin, size: bounds.size, proposal: proposal)
        placeAligned(mask, proposal: ProposedViewSize(bounds.size), in: bounds, alignment: alignment)
    }

    override var layoutPriority: Double { primary.layoutPriority }
    override var spacingKind: SpacingKind { primary.spacingKind }
    override func alignmentGuide(_ key: AlignmentKey, axis: Axis, size: CGSize) -> CGFloat {
        primary.alignmentGuide(key, axis: axis, size: size)
    }

    override func draw(into list: inout DisplayList) {
        var content = DisplayList()
        primary.draw(into: &content)
        var maskDrawing = DisplayList()
        mask.draw(into: &maskDrawing)
        list.append(.group(DisplayGroup(content: content, mask: maskDrawing)))
    }

    override func collectAccessibilityText(into texts: inout [String]) {
        guard !isAccessibilityHidden else { return }
        if let label = accessibilityLabel {
            texts.append(label)
        } else {
            primary.collectAccessibilityText(into: &texts)
        }
    }
}
