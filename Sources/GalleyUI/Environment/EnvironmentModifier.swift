/// Sets one environment value for a view and its descendants.
struct EnvironmentWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func apply(to content: any View, in context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment[keyPath: keyPath] = value
        return inner.resolve(content)
    }
}

/// Changes environment values with a closure, for modifiers that adjust rather
/// than replace a value (such as `bold()` on a whole view).
struct EnvironmentTransformModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout EnvironmentValues) -> Void

    func apply(to content: any View, in context: ResolveContext) -> [LayoutNode] {
        var inner = context
        transform(&inner.environment)
        return inner.resolve(content)
    }
}

extension View {
    /// Sets an environment value for this view and everything inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> some View
    {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes environment values for this view and everything inside it.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentTransformModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Changes the environment with a closure. The library's own modifiers (`font`,
    /// `foregroundStyle`, `tint`…) set their value this way, through the property's
    /// setter: a write through a key path (`environment(_:_:)`) goes through the runtime's
    /// write-back buffer, a few percent of resolving a preview.
    func transformingEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void)
        -> some View
    {
        modifier(EnvironmentTransformModifier(transform: transform))
    }
}
