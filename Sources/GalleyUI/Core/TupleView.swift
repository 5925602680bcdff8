/// The views of a builder block, kept in order; a stack lays out each of them.
public struct TupleView<T>: View {
    public typealias Body = Never
    /// The views as a tuple, as SwiftUI exposes them.
    public var value: T
    /// The same views, erased, in order: a tuple of a parameter pack cannot be walked.
    let children: [any View]
}

extension TupleView: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        children.flatMap { context.resolve($0) }
    }
}
