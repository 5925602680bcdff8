/// A reusable change to a view, applied with ``View/modifier(_:)``.
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The view being modified, as seen from inside ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view, built around `content`.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers are applied by the engine; their body is never evaluated.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier; its body is never evaluated")
    }
}

/// The content a ``ViewModifier`` modifies: wherever it is placed in the modifier's
/// body, the original view appears, with the environment of that place.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let content: any View
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        context.resolve(content)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view that is modified.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        if let primitive = modifier as? PrimitiveModifier {
            return primitive.apply(to: content, in: context)
        }
        return context.resolveCustomModifier(modifier, content: content)
    }
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
