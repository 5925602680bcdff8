/// Shows the first of its children that fits the space offered, or the last.
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [
            ViewThatFitsNode(
                axes: axes, environment: context.environment, children: context.resolve(content))
        ]
    }
}
