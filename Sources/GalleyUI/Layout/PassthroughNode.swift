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

extension LayoutNode {
    /// This node as a `T`, or the first `T` below the views that lay out as their child
    /// does (custom views, drawing-only modifiers); nil when the chain holds none.
    func throughPassthroughs<T: LayoutNode>(as type: T.Type) -> T? {
        var node = self
        while true {
            if let found = node as? T { return found }
            guard let passthrough = node as? PassthroughNode else { return nil }
            node = passthrough.child
        }
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
