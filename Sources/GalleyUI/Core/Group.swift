/// Groups views without laying them out: its children become children of the
/// enclosing container, and a modifier on the group applies to each of them.
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        context.resolve(content)
    }
}
