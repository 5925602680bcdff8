/// A view that shows nothing and takes no space: a stack does not even see it.
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}

extension EmptyView: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] { [] }
}
