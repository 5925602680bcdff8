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
        // The views of a builder block are resolved one at a time, as layout asks for
        // them: the first usually fits, and the others (a `ModalCard`'s stacked buttons)
        // need not be made at all. Any other content is resolved whole, as a stack would.
        let pending: [any View]
        let resolved: [LayoutNode]
        if let block = content as? any BuilderBlock {
            pending = block.blockViews
            resolved = []
        } else {
            pending = []
            resolved = context.resolve(content)
        }
        return [ViewThatFitsNode(axes: axes, context: context, resolved: resolved, pending: pending)]
    }
}

/// A builder block's views, in order, before they are resolved.
protocol BuilderBlock {
    var blockViews: [any View] { get }
}

extension TupleView: BuilderBlock {
    var blockViews: [any View] { children }
}
