import Foundation

/// How content is scaled to a ratio: to fit inside the proposal or to fill it.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}

/// `.aspectRatio(_:contentMode:)`: proposes the child the largest size of the ratio
/// that fits the proposal (`.fit`) or the smallest that covers it (`.fill`); the ratio
/// defaults to that of the child's ideal size. An unspecified dimension is derived
/// from the other one; with neither, the child's ideal width sets the scale.
final class AspectRatioNode: LayoutNode {
    let ratio: CGFloat?
    let contentMode: ContentMode
    var child: LayoutNode { children[0] }

    init(ratio: CGFloat?, contentMode: ContentMode, environment: EnvironmentValues, child: LayoutNode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(typeName: "aspectRatio", environment: environment, children: [child])
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return proposal }
        let width = proposal.width ?? .infinity
        let height = proposal.height ?? .infinity
        switch (width.isFinite, height.isFinite) {
        case (false, false):
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        case (true, false):
            return ProposedViewSize(width: width, height: width / ratio)
        case (false, true):
            return ProposedViewSize(width: height * ratio, height: height)
        case (true, true):
            let widerThanRatio = width / max(height, .leastNonzeroMagnitude) > ratio
            let fitToHeight = contentMode == .fit ? widerThanRatio : !widerThanRatio
            return fitToHeight
                ? ProposedViewSize(width: height * ratio, height: height)
                : ProposedViewSize(width: width, height: width / ratio)
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        placeAligned(child, proposal: childProposal(proposal), in: bounds, alignment: .center)
    }
}
