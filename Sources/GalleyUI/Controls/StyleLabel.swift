/// A type-erased view handed to a style through its configuration (a button's or a
/// label's content), resolved where the style places it.
public struct StyleContent: View {
    public typealias Body = Never
    let content: any View

    init(_ content: any View) { self.content = content }
}

extension StyleContent: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment = context.environment.restoringSetAsideStyles()
        return inner.resolve(content)
    }
}
