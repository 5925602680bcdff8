import Foundation

/// HStack, VStack and their lazy forms: one algorithm, with the axes swapped.
///
/// Space along the stack's axis goes first to children of higher layout priority,
/// and within a priority to the least flexible child first; each child is offered an
/// equal share of what is left. See the layout fact sheet for the source of each rule.
final class StackNode: LayoutNode {
    let axis: Axis
    /// The alignment across the stack's axis.
    let alignment: AlignmentKey
    let spacing: CGFloat?
    private lazy var gaps: [CGFloat] = computeGaps()

    init(
        axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, typeName: String,
        environment: EnvironmentValues, children: [LayoutNode]
    ) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        super.init(typeName: typeName, environment: environment, children: children)
        for child in children { child.setStackAxis(axis) }
    }

    /// The space between each pair of neighbours: explicit, or from what they are.
    private func computeGaps() -> [CGFloat] {
        zip(children, children.dropFirst()).map { leading, trailing in
            if case .spacer = leading.spacingKind { return 0 }
            if case .spacer = trailing.spacingKind { return 0 }
            if let spacing { return spacing }
            return DefaultSpacing.between(leading.spacingKind, trailing.spacingKind, along: axis)
        }
    }

    /// Each child's proposal and size for the stack's proposal.
    private struct Arrangement {
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
    }

    /// The last arrangement made: placing asks again for the proposal that sizing just
    /// answered, and alignment guides ask for the size chosen.
    private var lastArrangement: (proposal: ProposedViewSize, arrangement: Arrangement)?

    private func arrange(_ proposal: ProposedViewSize) -> Arrangement {
        if let last = lastArrangement, last.proposal == proposal { return last.arrangement }
        let arrangement = makeArrangement(proposal)
        lastArrangement = (proposal, arrangement)
        return arrangement
    }

    private func makeArrangement(_ proposal: ProposedViewSize) -> Arrangement {
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            // Ideal size: every child at its own ideal length.
            let childProposal = ProposedViewSize(axis: axis, major: nil, minor: minor)
            return Arrangement(
                proposals: Array(repeating: childProposal, count: children.count),
                sizes: children.map { $0.sizeThatFits(childProposal) })
        }
        return distribute(major - gaps.reduce(0, +), minor: minor)
    }

    /// What sharing space needs to know of a child.
    private struct Flexibility {
        var minimum: CGFloat
        var maximum: CGFloat
        var priority: Double
    }

    private func distribute(_ available: CGFloat, minor: CGFloat?) -> Arrangement {
        let count = children.count
        func proposal(_ length: CGFloat) -> ProposedViewSize {
            ProposedViewSize(axis: axis, major: length, minor: minor)
        }
        // Every child is asked its minimum, then every child its maximum. One list of
        // records rather than a list per fact: a stack is sized for every proposal its
        // parents try, and each list is an allocation each time.
        var facts = [Flexibility]()
        facts.reserveCapacity(count)
        for child in children {
            // Spacers are sized after everything else.
            let priority = child.spacerMinLength == nil ? child.layoutPriority : -.infinity
            facts.append(Flexibility(minimum: child.sizeThatFits(proposal(0))[axis], maximum: 0, priority: priority))
        }
        for index in 0..<count {
            facts[index].maximum = children[index].sizeThatFits(proposal(.infinity))[axis]
        }
        var proposals = Array(repeating: ProposedViewSize.unspecified, count: count)
        var sizes = Array(repeating: CGSize.zero, count: count)
        var remaining = available
        var group: [Int] = []
        group.reserveCapacity(count)
        // Priorities from the highest down: a stack has one or two (its spacers'), so the
        // next is found by a pass over the children rather than a sorted list of them. A
        // priority that is not a number belongs to no level: that child is not sized.
        var level = facts.lazy.map(\.priority).filter { !$0.isNaN }.max()
        while let priority = level {
            var reservedForLower: CGFloat = 0
            for fact in facts where fact.priority < priority { reservedForLower += fact.minimum }
            group.removeAll(keepingCapacity: true)
            for index in 0..<count where facts[index].priority == priority { group.append(index) }
            group.sort { lhs, rhs in
                let lhsFlex = facts[lhs].maximum - facts[lhs].minimum
                let rhsFlex = facts[rhs].maximum - facts[rhs].minimum
                if lhsFlex.isInfinite && rhsFlex.isInfinite && facts[lhs].minimum != facts[rhs].minimum {
                    return facts[lhs].minimum > facts[rhs].minimum
                }
                return lhsFlex != rhsFlex ? lhsFlex < rhsFlex : lhs < rhs
            }
            var budget = remaining - reservedForLower
            for (position, index) in group.enumerated() {
                let share = max(budget / CGFloat(group.count - position), 0)
                proposals[index] = proposal(share)
                sizes[index] = children[index].sizeThatFits(proposals[index])
                budget -= sizes[index][axis]
                remaining -= sizes[index][axis]
            }
            level = facts.lazy.map(\.priority).filter { $0 < priority }.max()
        }
        return Arrangement(proposals: proposals, sizes: sizes)
    }

    /// The extent across the axis of the children aligned on their guides: how far
    /// the union reaches before and after the alignment line.
    private func crossExtent(_ sizes: [CGSize]) -> (before: CGFloat, after: CGFloat) {
        var before = -CGFloat.infinity
        var after = -CGFloat.infinity
        for (child, size) in zip(children, sizes) {
            let guide = child.alignmentGuide(alignment, axis: axis.other, size: size)
            before = max(before, guide)
            after = max(after, size[axis.other] - guide)
        }
        return (before, after)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !children.isEmpty else { return .zero }
        let arrangement = arrange(proposal)
        let major = arrangement.sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
        let extent = crossExtent(arrangement.sizes)
        return CGSize(axis: axis, major: major, minor: extent.before + extent.after)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        guard !children.isEmpty else { return }
        var proposal = proposal
        // A stack sized at its ideal width offers that width to its children when placing
        // them, so that flexible children stretch to the widest one.
        if proposal[axis.other] == nil {
            proposal[axis.other] = sizeThatFits(proposal)[axis.other]
        }
        let arrangement = arrange(proposal)
        let extent = crossExtent(arrangement.sizes)
        let slack = bounds.size[axis.other] - (extent.before + extent.after)
        let alignmentLine = extent.before + max(slack, 0) * alignment.fraction
        var cursor: CGFloat = 0
        for (index, child) in children.enumerated() {
            let size = arrangement.sizes[index]
            let guide = child.alignmentGuide(alignment, axis: axis.other, size: size)
            let offset = CGSize(axis: axis, major: cursor, minor: alignmentLine - guide)
            child.place(
                at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), size: size,
                proposal: arrangement.proposals[index])
            cursor += size[axis] + (index < gaps.count ? gaps[index] : 0)
        }
    }

    /// Baselines come from the first (or last) child, moved to where it sits.
    override func alignmentGuide(_ key: AlignmentKey, axis guideAxis: Axis, size: CGSize) -> CGFloat {
        guard guideAxis == .vertical, key == .firstBaseline || key == .lastBaseline,
            !children.isEmpty
        else {
            return key.defaultValue(length: size[guideAxis])
        }
        let proposal = ProposedViewSize(size)
        let arrangement = arrange(proposal)
        if axis == .vertical {
            let index = key == .firstBaseline ? 0 : children.count - 1
            let before = (0..<index).reduce(CGFloat(0)) { $0 + arrangement.sizes[$1].height + gaps[$1] }
            return before
                + children[index].alignmentGuide(key, axis: .vertical, size: arrangement.sizes[index])
        }
        let extent = crossExtent(arrangement.sizes)
        let child = children[0]
        let guide = child.alignmentGuide(alignment, axis: .vertical, size: arrangement.sizes[0])
        return extent.before - guide
            + child.alignmentGuide(key, axis: .vertical, size: arrangement.sizes[0])
    }
}
