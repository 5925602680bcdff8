/// The views of a builder block, kept in order; a stack lays out each of them.
public struct TupleView<T>: View {
    public typealias Body = Never
    /// The views as a tuple, as SwiftUI exposes them.
    public var value: T
    /// The same views, erased, in order: a tuple of a parameter pack cannot be walked.
    let children: [any View]
}

extension TupleView where T == [any View] {
    /// Views made at run time (an interpreter's builder block), in order. Unlike a
    /// `ForEach` over them, it gives them no ids, so a picker sees no implicit tags.
    public init(erasing views: [any View]) {
        self.init(value: views, children: views)
    }
}

extension TupleView: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        children.flatMap { context.resolve($0) }
    }
}
