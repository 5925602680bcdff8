/// A type-erased view, for when the concrete type of a view varies.
public struct AnyView: View {
    public typealias Body = Never
    let wrapped: any View

    public init<V: View>(_ view: V) {
        if let alreadyErased = view as? AnyView {
            wrapped = alreadyErased.wrapped
        } else {
            wrapped = view
        }
    }

    /// Wraps a view whose type is only known at run time (used by interpreters).
    public init(erasing view: any View) {
        wrapped = (view as? AnyView)?.wrapped ?? view
    }
}

extension AnyView: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        context.resolve(wrapped)
    }
}
