import Foundation

/// A container that sizes and places its views itself, as SwiftUI's `Layout` protocol
/// does: `sizeThatFits` answers the container's size for a proposal, `placeSubviews`
/// puts each subview in the bounds it was given. Use it as a view builder:
/// `FlowLayout(spacing: 8) { … }`.
public protocol Layout {
    /// What `sizeThatFits` and `placeSubviews` may keep between calls; most layouts keep
    /// nothing.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func makeCache(subviews: Subviews) -> Cache
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) {}
}

extension Layout {
    /// The layout's views, laid out by it.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        CustomLayoutView(layout: self, content: content())
    }
}

/// The views a ``Layout`` places, in order.
public struct LayoutSubviews: RandomAccessCollection {
    let subviews: [LayoutSubview]
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> LayoutSubview { subviews[position] }
}

/// One view of a ``Layout``: asked its size for a proposal, and placed once.
public struct LayoutSubview {
    let node: LayoutNode

    /// The view's size for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// Puts the view at `position`, the point of it that `anchor` names, at its size for
    /// `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        node.place(
            at: CGPoint(x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y), size: size,
            proposal: proposal)
    }

    /// The view's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = node.sizeThatFits(proposal)
        return ViewDimensions(
            width: size.width, height: size.height,
            horizontalGuide: { node.alignmentGuide($0.key, axis: .horizontal, size: size) },
            verticalGuide: { node.alignmentGuide($0.key, axis: .vertical, size: size) })
    }

    /// The view's layout priority.
    public var priority: Double { node.layoutPriority }
}

struct CustomLayoutView<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let children = context.resolve(content)
        let subviews = LayoutSubviews(subviews: children.map(LayoutSubview.init))
        var cache = layout.makeCache(subviews: subviews)
        let layout = layout
        return [
            CustomLayoutNode(
                typeName: String(describing: L.self), environment: context.environment, children: children,
                size: { proposal in layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache) },
                place: { bounds, proposal in
                    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                })
        ]
    }
}

/// Lays out its children with a ``Layout``'s two functions. A subview the layout does not
/// place sits at the centre of the bounds, at its ideal size, as in SwiftUI.
final class CustomLayoutNode: LayoutNode {
    private let size: (ProposedViewSize) -> CGSize
    private let place: (CGRect, ProposedViewSize) -> Void

    init(
        typeName: String, environment: EnvironmentValues, children: [LayoutNode],
        size: @escaping (ProposedViewSize) -> CGSize, place: @escaping (CGRect, ProposedViewSize) -> Void
    ) {
        self.size = size
        self.place = place
        super.init(typeName: typeName, environment: environment, children: children)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let result = size(proposal)
        return CGSize(
            width: result.width.isFinite ? result.width : 0, height: result.height.isFinite ? result.height : 0)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        place(bounds, proposal)
        for child in children where !child.isPlaced {
            let ideal = child.sizeThatFits(.unspecified)
            child.place(
                at: CGPoint(x: bounds.midX - ideal.width / 2, y: bounds.midY - ideal.height / 2), size: ideal,
                proposal: .unspecified)
        }
    }
}
