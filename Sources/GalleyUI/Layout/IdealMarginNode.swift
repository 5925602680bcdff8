import Foundation

/// A page of a navigation stack or tab view. On iOS a page is the whole screen under the
/// bars and its content is centred in it; a preview drawn at its ideal height has no
/// screen, so the page is its content's height plus `margin` above and below, and the
/// content (a flexible frame) is given all of it. With a proposed height, the page is
/// exactly that height.
final class IdealMarginNode: LayoutNode {
    let margin: CGFloat
    var child: LayoutNode { children[0] }

    init(margin: CGFloat, environment: EnvironmentValues, child: LayoutNode) {
        self.margin = margin
        super.init(typeName: "page", environment: environment, children: [child])
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = child.sizeThatFits(proposal)
        guard proposal.height == nil else { return size }
        return CGSize(width: size.width, height: size.height + 2 * margin)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let childProposal = ProposedViewSize(width: proposal.width ?? bounds.width, height: bounds.height)
        child.place(at: bounds.origin, size: child.sizeThatFits(childProposal), proposal: childProposal)
    }
}
