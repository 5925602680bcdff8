import Foundation

/// `GeometryReader`: takes the whole proposal (10 for an unspecified dimension) and
/// builds its content only when placed, when the size is known. The content is
/// proposed that size and placed at the top-leading corner.
final class GeometryReaderNode: LayoutNode {
    private let makeContent: (GeometryProxy) -> [LayoutNode]

    init(environment: EnvironmentValues, makeContent: @escaping (GeometryProxy) -> [LayoutNode]) {
        self.makeContent = makeContent
        super.init(typeName: "GeometryReader", environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        children = makeContent(GeometryProxy(size: bounds.size, globalFrame: bounds))
        let childProposal = ProposedViewSize(bounds.size)
        for child in children {
            child.place(
                at: bounds.origin, size: child.sizeThatFits(childProposal), proposal: childProposal)
        }
    }
}
