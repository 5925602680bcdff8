/// The branch an `if`/`else` or `switch` took in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let view): context.resolve(view)
        case .falseContent(let view): context.resolve(view)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        switch self {
        case .some(let view): context.resolve(view)
        case .none: []
        }
    }
}

/// The views a `for` loop produced in a view builder.
public struct _ViewArray<Element: View>: View {
    public typealias Body = Never
    let elements: [Element]
}

extension _ViewArray: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        elements.flatMap { context.resolve($0) }
    }
}
