import Foundation

/// ZStack: every child gets the stack's proposal; children are aligned on their
/// guides and the stack is the union of the highest-priority children.
final class ZStackNode: LayoutNode {
    let alignment: Alignment

    init(
        alignment: Alignment, typeName: String = "ZStack", environment: EnvironmentValues,
        children: [LayoutNode]
    ) {
        self.alignment = alignment
        super.init(typeName: typeName, environment: environment, children: children)
    }

    /// The children that decide the stack's size: those of the highest priority.
    private var sizingChildren: [LayoutNode] {
        guard let top = children.map(\.layoutPriority).max() else { return [] }
        return children.filter { $0.layoutPriority == top }
    }

    /// How far the aligned union reaches before and after the alignment line, per axis.
    private func extent(of nodes: [LayoutNode], proposal: ProposedViewSize, axis: Axis)
        -> (before: CGFloat, after: CGFloat)
    {
        var before = -CGFloat.infinity
        var after = -CGFloat.infinity
        for node in nodes {
            let size = node.sizeThatFits(proposal)
            let guide = node.alignmentGuide(alignment.key(axis), axis: axis, size: size)
            before = max(before, guide)
            after = max(after, size[axis] - guide)
        }
        return (before, after)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let nodes = sizingChildren
        guard !nodes.isEmpty else { return .zero }
        let horizontal = extent(of: nodes, proposal: proposal, axis: .horizontal)
        let vertical = extent(of: nodes, proposal: proposal, axis: .vertical)
        return CGSize(
            width: horizontal.before + horizontal.after, height: vertical.before + vertical.after)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let nodes = sizingChildren
        guard !nodes.isEmpty else { return }
        var line = CGPoint.zero
        for axis in Axis.allCases {
            let reach = extent(of: nodes, proposal: proposal, axis: axis)
            let slack = bounds.size[axis] - (reach.before + reach.after)
            let position = reach.before + max(slack, 0) * alignment.key(axis).fraction
            if axis == .horizontal { line.x = position } else { line.y = position }
        }
        for child in children {
            let size = child.sizeThatFits(proposal)
            let x = line.x - child.alignmentGuide(alignment.horizontal.key, axis: .horizontal, size: size)
            let y = line.y - child.alignmentGuide(alignment.vertical.key, axis: .vertical, size: size)
            child.place(
                at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), size: size, proposal: proposal)
        }
    }
}
