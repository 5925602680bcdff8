import Foundation
import GalleySVG

/// A node with one child that lays out exactly like it: custom views, and modifiers
/// that only change drawing (opacity, shadow...) or traits (priority, z-index).
class PassthroughNode: LayoutNode {
    var child: LayoutNode { children[0] }

    init(typeName: String, environment: EnvironmentValues, child: LayoutNode) {
        super.init(typeName: typeName, environment: environment, children: [child])
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(at: bounds.origin, size: bounds.size, proposal: proposal)
    }

    override var layoutPriority: Double { child.layoutPriority }
    override var zIndex: Double { child.zIndex }
    override var spacingKind: SpacingKind { child.spacingKind }
    override var spacerMinLength: CGFloat? { child.spacerMinLength }
    override func setStackAxis(_ axis: Axis?) { child.setStackAxis(axis) }

    override func alignmentGuide(_ key: AlignmentKey, axis: Axis, size: CGSize) -> CGFloat {
        child.alignmentGuide(key, axis: axis, size: size)
    }
}

/// `.layoutPriority(_:)`: the child's share of space in a stack comes earlier or later.
final class LayoutPriorityNode: PassthroughNode {
    let priority: Double

    init(priority: Double, environment: EnvironmentValues, child: LayoutNode) {
        self.priority = priority
        super.init(typeName: "layoutPriority", environment: environment, child: child)
    }

    override var layoutPriority: Double { priority }
}

/// `.zIndex(_:)`: drawn above or below its siblings.
final class ZIndexNode: PassthroughNode {
    let value: Double

    init(value: Double, environment: EnvironmentValues, child: LayoutNode) {
        self.value = value
        super.init(typeName: "zIndex", environment: environment, child: child)
    }

    override var zIndex: Double { value }
}
