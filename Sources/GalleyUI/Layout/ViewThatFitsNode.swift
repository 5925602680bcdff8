import Foundation

/// `ViewThatFits`: the first child whose ideal size fits the proposal on the
/// constrained axes, or the last child when none does. Only that child is placed.
///
/// Children are resolved as the choice needs them: `pending` holds the views not yet
/// resolved, in order, each resolved (into one node or several, as a `Group` gives) only
/// when every child before it was measured and did not fit.
final class ViewThatFitsNode: LayoutNode {
    let axes: Axis.Set
    /// What resolves the pending views: the environment of the `ViewThatFits`.
    private let context: ResolveContext
    private var pending: ArraySlice<any View>

    init(axes: Axis.Set, context: ResolveContext, resolved: [LayoutNode], pending: [any View]) {
        self.axes = axes
        self.context = context
        self.pending = pending[...]
        super.init(typeName: "ViewThatFits", environment: context.environment, children: resolved)
    }

    /// Resolves the next pending view; false when none is left.
    private func resolveNext() -> Bool {
        guard let view = pending.popFirst() else { return false }
        children += context.resolve(view)
        return true
    }

    private func fits(_ child: LayoutNode, _ proposal: ProposedViewSize) -> Bool {
        var probe = proposal
        for axis in Axis.allCases where axes.contains(axis.set) { probe[axis] = nil }
        let ideal = child.sizeThatFits(probe)
        return Axis.allCases.allSatisfy { axis in
            guard axes.contains(axis.set), let limit = proposal[axis] else { return true }
            return ideal[axis] <= limit + 0.001
        }
    }

    private func choice(for proposal: ProposedViewSize) -> LayoutNode? {
        var index = 0
        while true {
            while index == children.count {
                // None of the resolved children fits: the last one stands when no view is left.
                guard resolveNext() else { return children.last }
            }
            if fits(children[index], proposal) { return children[index] }
            index += 1
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        guard let chosen = choice(for: proposal) else { return }
        placeAligned(chosen, proposal: proposal, in: bounds, alignment: .center)
    }
}
