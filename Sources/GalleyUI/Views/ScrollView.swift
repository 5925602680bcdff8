/// A scrollable region; Galley shows the content at its resting position (the start).
/// Several views inside it are stacked along the scrolling axis.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
        @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let nodes = context.resolve(content)
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        let stack = StackNode(
            axis: axis, alignment: .center, spacing: nil,
            typeName: axis == .horizontal ? "HStack" : "VStack",
            environment: context.environment, children: nodes)
        let content: LayoutNode = nodes.count == 1 ? nodes[0] : stack
        return [ScrollViewNode(axes: axes, environment: context.environment, content: content)]
    }
}
