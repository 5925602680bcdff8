/// A piece of user interface, described by value, exactly as in SwiftUI.
///
/// A view either composes other views in ``body`` or is a *primitive* that the
/// layout engine understands directly; primitives declare `Body == Never` and their
/// `body` is never called.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view, evaluated with the view's environment in place.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; the engine resolves them directly.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view; its body is never evaluated")
    }
}
