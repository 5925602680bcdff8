import Foundation

/// A navigation container showing its root view under a navigation bar with the
/// title that view declares with `navigationTitle`.
///
/// Galley draws iOS 17's bars without the status bar: a 44 pt bar with the toolbar's
/// leading and trailing items 16 pt from the edges and an inline title or principal item
/// in its centre; for the default large title, a 52 pt band with the title in bold
/// `.largeTitle` 16 pt from the leading edge and 8 pt above its bottom; a 52 pt band with
/// the search field of `.searchable`; the root view in the space below, centred; and
/// under it all, the bottom toolbar when items ask for one. See ``NavigationLayoutBuilder``.
public struct NavigationStack<Root: View>: View {
    public typealias Body = Never
    let root: Root

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

/// The navigation container of iOS 13–15; drawn like `NavigationStack`.
public struct NavigationView<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension NavigationStack: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [
            NavigationLayoutBuilder(context: context).container(
                typeName: "NavigationStack", content: root)
        ]
    }
}

extension NavigationView: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [
            NavigationLayoutBuilder(context: context).container(
                typeName: "NavigationView", content: content)
        ]
    }
}

/// How the navigation title is shown.
public enum NavigationBarTitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
}

extension View {
    /// The title the enclosing navigation container shows for this view.
    public func navigationTitle(_ title: String) -> some View {
        wrappingNodes { node, context in
            NavigationTitleNode(title: title, environment: context.environment, child: node)
        }
    }

    /// The title the enclosing navigation container shows for this view.
    public func navigationTitle(_ title: Text) -> some View {
        navigationTitle(title.string)
    }

    /// Whether the title is large or inline in the bar.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarTitleDisplayMode) -> some View {
        wrappingNodes { node, context in
            NavigationTitleNode(displayMode: mode, environment: context.environment, child: node)
        }
    }
}

/// Carries a navigation title (or its display mode) up to the navigation container.
final class NavigationTitleNode: PassthroughNode {
    let title: String?
    let displayMode: NavigationBarTitleDisplayMode?

    init(
        title: String? = nil, displayMode: NavigationBarTitleDisplayMode? = nil,
        environment: EnvironmentValues, child: LayoutNode
    ) {
        self.title = title
        self.displayMode = displayMode
        super.init(typeName: "navigationTitle", environment: environment, child: child)
    }
}
