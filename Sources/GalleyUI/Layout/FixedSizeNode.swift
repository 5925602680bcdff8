import Foundation

/// `.fixedSize(horizontal:vertical:)`: the child is proposed `nil` on the fixed axes,
/// so it takes its ideal size there whatever the parent offers.
final class FixedSizeNode: PassthroughNode {
    let axes: Axis.Set

    init(axes: Axis.Set, environment: EnvironmentValues, child: LayoutNode) {
        self.axes = axes
        super.init(typeName: "fixedSize", environment: environment, child: child)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let childProposal = childProposal(proposal)
        placeAligned(child, proposal: childProposal, in: bounds, alignment: .center)
    }
}
