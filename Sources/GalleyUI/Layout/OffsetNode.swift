import Foundation

/// `.offset(x:y:)`: the view keeps its place in the layout; its content is drawn
/// (and reported in the laid-out tree) moved by the offset.
final class OffsetNode: PassthroughNode {
    let offset: CGSize

    init(offset: CGSize, environment: EnvironmentValues, child: LayoutNode) {
        self.offset = offset
        super.init(typeName: "offset", environment: environment, child: child)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(
            at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height),
            size: bounds.size, proposal: proposal)
    }
}

/// `.position(x:y:)`: takes all the space offered and puts the child's center at the
/// point, in its own coordinates.
final class PositionNode: LayoutNode {
    let position: CGPoint
    var child: LayoutNode { children[0] }

    init(position: CGPoint, environment: EnvironmentValues, child: LayoutNode) {
        self.position = position
        super.init(typeName: "position", environment: environment, children: [child])
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let size = child.sizeThatFits(proposal)
        child.place(
            at: CGPoint(
                x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2),
            size: size, proposal: proposal)
    }
}
