import Foundation

/// `.padding`: the proposal shrinks by the insets (an unspecified dimension stays
/// unspecified) and the child's answer grows by them.
final class PaddingNode: LayoutNode {
    let insets: EdgeInsets
    var child: LayoutNode { children[0] }

    init(insets: EdgeInsets, environment: EnvironmentValues, child: LayoutNode) {
        self.insets = insets
        super.init(typeName: "padding", environment: environment, children: [child])
    }

    private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - insets.horizontal, 0) },
            height: proposal.height.map { max($0 - insets.vertical, 0) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = child.sizeThatFits(inset(proposal))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let childProposal = inset(proposal)
        child.place(
            at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
            size: child.sizeThatFits(childProposal), proposal: childProposal)
    }

    override var spacingKind: SpacingKind { .standard }

    override func alignmentGuide(_ key: AlignmentKey, axis: Axis, size: CGSize) -> CGFloat {
        switch key {
        case .firstBaseline, .lastBaseline:
            let inner = CGSize(
                width: max(size.width - insets.horizontal, 0), height: max(size.height - insets.vertical, 0)
            )
            return insets.top + child.alignmentGuide(key, axis: axis, size: inner)
        default:
            return key.defaultValue(length: size[axis])
        }
    }
}
