/// A view the engine turns into layout nodes itself, instead of evaluating a body.
///
/// Containers of several views (tuples, `ForEach`, `Group`) return several nodes,
/// which is how a stack sees the flattened list of its children, as in SwiftUI.
protocol PrimitiveView: SendableMetatype {
    func makeNodes(in context: ResolveContext) -> [LayoutNode]
}

/// A modifier the engine applies itself to each node of the content it modifies.
protocol PrimitiveModifier {
    func apply(to content: any View, in context: ResolveContext) -> [LayoutNode]
}
