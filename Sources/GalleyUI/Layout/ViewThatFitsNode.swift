import Foundation

/// `ViewThatFits`: the first child whose ideal size fits the proposal on the
/// constrained axes, or the last child when none does. Only that child is placed.
final class ViewThatFitsNode: LayoutNode {
    let axes: Axis.Set

    init(axes: Axis.Set, environment: EnvironmentValues, children: [LayoutNode]) {
        self.axes = axes
        super.init(typeName: "ViewThatFits", environment: environment, children: children)
    }

    private func choice(for proposal: ProposedViewSize) -> LayoutNode? {
        children.first { child in
            var probe = proposal
            for axis in Axis.allCases where axes.contains(axis.set) { probe[axis] = nil }
            let ideal = child.sizeThatFits(probe)
            return Axis.allCases.allSatisfy { axis in
                guard axes.contains(axis.set), let limit = proposal[axis] else { return true }
                return ideal[axis] <= limit + 0.001
            }
        } ?? children.last
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        guard let chosen = choice(for: proposal) else { return }
        placeAligned(chosen, proposal: proposal, in: bounds, alignment: .center)
    }
}
