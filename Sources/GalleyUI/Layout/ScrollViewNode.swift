import Foundation
import GalleySVG

/// `ScrollView`: its content is proposed `nil` along the scrolling axes (so it takes
/// its ideal length there) and the offered length across them. The scroll view takes
/// the space offered, or its content's size where nothing is offered, and clips.
final class ScrollViewNode: LayoutNode {
    let axes: Axis.Set
    var content: LayoutNode { children[0] }

    init(axes: Axis.Set, environment: EnvironmentValues, content: LayoutNode) {
        self.axes = axes
        super.init(typeName: "ScrollView", environment: environment, children: [content])
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let contentSize = content.sizeThatFits(contentProposal(proposal))
        return CGSize(
            width: proposal.width ?? contentSize.width, height: proposal.height ?? contentSize.height)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let childProposal = contentProposal(proposal)
        let size = content.sizeThatFits(childProposal)
        // Content shorter than the scroll view starts at the top (or leading edge) along
        // the scrolling axes and is centred across them, as on iOS.
        let x = axes.contains(.horizontal) ? 0 : (bounds.width - size.width) / 2
        let y = axes.contains(.vertical) ? 0 : (bounds.height - size.height) / 2
        content.place(
            at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), size: size, proposal: childProposal)
    }

    override func draw(into list: inout DisplayList) {
        var inner = DisplayList()
        drawChildren(into: &inner)
        list.append(.group(DisplayGroup(content: inner, clipPath: .rect(frame))))
    }
}
