import Foundation

/// `.frame(width:height:alignment:)`: a fixed dimension is proposed to the child and
/// reported as the frame's size whatever the child chose; the child is aligned inside.
final class FixedFrameNode: LayoutNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    var child: LayoutNode { children[0] }

    init(
        width: CGFloat?, height: CGFloat?, alignment: Alignment, environment: EnvironmentValues,
        child: LayoutNode
    ) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(typeName: "frame", environment: environment, children: [child])
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        placeAligned(child, proposal: childProposal(proposal), in: bounds, alignment: alignment)
    }

    override func alignmentGuide(_ key: AlignmentKey, axis: Axis, size: CGSize) -> CGFloat {
        frameGuide(key, axis: axis, size: size, child: child, alignment: alignment) {
            childProposal(ProposedViewSize(size))
        }
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis: with a proposal and both bounds the frame is the clamped proposal; with
/// no proposal it is the ideal length if given; otherwise the child's length, pulled
/// toward the proposal and clamped by the bounds that are set.
final class FlexibleFrameNode: LayoutNode {
    struct Bounds {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        func clamp(_ value: CGFloat) -> CGFloat {
            var result = value
            if let max { result = Swift.min(result, max) }
            if let min { result = Swift.max(result, min) }
            return result
        }
    }

    let horizontal: Bounds
    let vertical: Bounds
    let alignment: Alignment
    var child: LayoutNode { children[0] }

    init(
        horizontal: Bounds, vertical: Bounds, alignment: Alignment, environment: EnvironmentValues,
        child: LayoutNode
    ) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
        super.init(typeName: "frame", environment: environment, children: [child])
    }

    private func bounds(_ axis: Axis) -> Bounds { axis == .horizontal ? horizontal : vertical }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func length(_ axis: Axis) -> CGFloat? {
            let limits = bounds(axis)
            // Not `.map(limits.clamp)`: a method taken as a value allocates its context.
            guard let length = proposal[axis] ?? limits.ideal else { return nil }
            return limits.clamp(length)
        }
        return ProposedViewSize(width: length(.horizontal), height: length(.vertical))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        var childSize: CGSize?
        func measuredChild() -> CGSize {
            if let childSize { return childSize }
            let size = child.sizeThatFits(childProposal(proposal))
            childSize = size
            return size
        }
        func length(_ axis: Axis) -> CGFloat {
            let limits = bounds(axis)
            let proposed = proposal[axis]
            if let proposed, let min = limits.min, let max = limits.max {
                return Swift.max(min, Swift.min(proposed, max))
            }
            if proposed == nil, let ideal = limits.ideal { return ideal }
            let fitted = measuredChild()[axis]
            switch (limits.min, limits.max) {
            case (let min?, nil): return Swift.max(min, Swift.min(proposed ?? fitted, fitted))
            case (nil, let max?): return Swift.min(max, Swift.max(proposed ?? fitted, fitted))
            case (.some, .some): return limits.clamp(fitted)
            case (nil, nil): return fitted
            }
        }
        return CGSize(width: length(.horizontal), height: length(.vertical))
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        placeAligned(child, proposal: childProposal(proposal), in: bounds, alignment: alignment)
    }

    override func alignmentGuide(_ key: AlignmentKey, axis: Axis, size: CGSize) -> CGFloat {
        frameGuide(key, axis: axis, size: size, child: child, alignment: alignment) {
            childProposal(ProposedViewSize(size))
        }
    }
}

extension LayoutNode {
    /// Places `child` at its size for `proposal`, aligned inside `bounds`.
    func placeAligned(
        _ child: LayoutNode, proposal: ProposedViewSize, in bounds: CGRect, alignment: Alignment
    ) {
        let size = child.sizeThatFits(proposal)
        let offset = Self.alignedOffset(of: child, size: size, in: bounds.size, alignment: alignment)
        child.place(
            at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), size: size,
            proposal: proposal)
    }

    /// A frame's guides: its own edges and center, but its child's baselines, moved to
    /// where the child sits, so that a framed text still aligns on its baseline.
    func frameGuide(
        _ key: AlignmentKey, axis: Axis, size: CGSize, child: LayoutNode, alignment: Alignment,
        childProposal: () -> ProposedViewSize
    ) -> CGFloat {
        switch key {
        case .firstBaseline, .lastBaseline:
            let childSize = child.sizeThatFits(childProposal())
            let offset = Self.alignedOffset(of: child, size: childSize, in: size, alignment: alignment)
            return offset.y + child.alignmentGuide(key, axis: axis, size: childSize)
        default:
            return key.defaultValue(length: size[axis])
        }
    }
}
