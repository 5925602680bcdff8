/// A built-in modifier that wraps each node of its content in a layout or drawing
/// node, as SwiftUI applies a modifier of a `Group` to each of its views.
protocol NodeModifier: ViewModifier, PrimitiveModifier where Body == Never {
    func wrap(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode
}

extension NodeModifier {
    func apply(to content: any View, in context: ResolveContext) -> [LayoutNode] {
        context.resolve(content).map { wrap($0, in: context) }
    }
}

/// A built-in modifier defined by a closure over each node.
struct NodeWrapper: NodeModifier {
    typealias Body = Never
    let transform: (LayoutNode, ResolveContext) -> LayoutNode

    func wrap(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
        transform(node, context)
    }
}

extension View {
    /// Wraps each node of this view with `transform`.
    func wrappingNodes(_ transform: @escaping (LayoutNode, ResolveContext) -> LayoutNode)
        -> ModifiedContent<Self, NodeWrapper>
    {
        modifier(NodeWrapper(transform: transform))
    }
}
