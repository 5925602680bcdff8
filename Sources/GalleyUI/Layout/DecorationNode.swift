import Foundation

/// `.background` and `.overlay`: the modified view decides the size; the decoration
/// is proposed exactly that size and aligned over it like a ZStack.
final class DecorationNode: LayoutNode {
    enum Placement { case background, overlay }

    let placement: Placement
    let alignment: Alignment
    var primary: LayoutNode { children[placement == .background ? 1 : 0] }
    var decoration: LayoutNode { children[placement == .background ? 0 : 1] }

    /// Children are kept in drawing order: a background before, an overlay after.
    init(
        placement: Placement, alignment: Alignment, environment: EnvironmentValues,
        primary: LayoutNode, decoration: LayoutNode
    ) {
        self.placement = placement
        self.alignment = alignment
        super.init(
            typeName: placement == .background ? "background" : "overlay", environment: environment,
            children: placement == .background ? [decoration, primary] : [primary, decoration])
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        primary.sizeThatFits(proposal)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        primary.place(at: bounds.origin, size: bounds.size, proposal: proposal)
        placeAligned(
            decoration, proposal: ProposedViewSize(bounds.size), in: bounds, alignment: alignment)
    }

    override var layoutPriority: Double { primary.layoutPriority }
    override var spacingKind: SpacingKind { primary.spacingKind }

    override func alignmentGuide(_ key: AlignmentKey, axis: Axis, size: CGSize) -> CGFloat {
        primary.alignmentGuide(key, axis: axis, size: size)
    }
}
