import Foundation

/// Where a toolbar item goes in the bars of its navigation stack.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// The bar region, after iOS resolves the semantic placements.
    enum Region: Hashable, Sendable {
        case leading, trailing, principal, bottom, status, hidden
    }

    let region: Region
    /// Whether the item's text is drawn semibold, as iOS draws a confirming action.
    let isEmphasized: Bool

    init(_ region: Region, emphasized: Bool = false) {
        self.region = region
        self.isEmphasized = emphasized
    }

    /// iOS puts automatic items at the trailing end of the navigation bar.
    public static let automatic = ToolbarItemPlacement(.trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    /// The centre of the navigation bar, in place of an inline title.
    public static let principal = ToolbarItemPlacement(.principal)
    /// The toolbar at the bottom of the screen.
    public static let bottomBar = ToolbarItemPlacement(.bottom)
    /// The centre of the bottom toolbar.
    public static let status = ToolbarItemPlacement(.status)
    public static let primaryAction = ToolbarItemPlacement(.trailing)
    public static let secondaryAction = ToolbarItemPlacement(.trailing)
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    public static let confirmationAction = ToolbarItemPlacement(.trailing, emphasized: true)
    public static let destructiveAction = ToolbarItemPlacement(.trailing)
    public static let navigation = ToolbarItemPlacement(.leading)
    /// Above the keyboard, which a still picture does not show.
    public static let keyboard = ToolbarItemPlacement(.hidden)
}

/// One item of a `.toolbar`: its view and where it goes.
public struct ToolbarItem<Content: View>: View {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// An item with an identifier, for toolbars the user can customise (none can be in a
    /// still picture: the identifier is kept out of the drawing).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, content: content)
    }
}

/// Several toolbar items that share a placement, side by side in their bar.
public struct ToolbarItemGroup<Content: View>: View {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        ToolbarItemNode.items(of: content, placement: placement, in: context)
    }
}

extension ToolbarItemGroup: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        ToolbarItemNode.items(of: content, placement: placement, in: context)
    }
}

/// A toolbar item's view with its placement. Outside a `.toolbar` it lays out as its view.
final class ToolbarItemNode: PassthroughNode {
    let placement: ToolbarItemPlacement

    init(placement: ToolbarItemPlacement, environment: EnvironmentValues, child: LayoutNode) {
        self.placement = placement
        super.init(typeName: "ToolbarItem", environment: environment, child: child)
    }

    /// The nodes of `content`, each an item at `placement`, drawn as bar items are: body
    /// text (semibold for a confirming action), large symbols, one line.
    static func items(of content: any View, placement: ToolbarItemPlacement, in context: ResolveContext)
        -> [LayoutNode]
    {
        var inner = context
        inner.environment.font = placement.isEmphasized ? Font.body.weight(.semibold) : .body
        inner.environment.imageScale = .large
        inner.environment.lineLimit = 1
        return inner.resolve(content).map {
            ToolbarItemNode(placement: placement, environment: inner.environment, child: $0)
        }
    }
}

extension View {
    /// Items for the bars of the enclosing navigation stack: `ToolbarItem`s with their
    /// placements, or plain views, which go at the trailing end of the navigation bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return wrappingNodes { node, context in
            ToolbarNode(
                items: ToolbarNode.resolveItems(items, in: context), environment: context.environment, child: node)
        }
    }

    /// Views at the leading and trailing ends of the navigation bar (iOS 13–16's API).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// A view at the leading end of the navigation bar (iOS 13–16's API).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// A view at the trailing end of the navigation bar (iOS 13–16's API).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}

/// Carries a view's toolbar items up to its navigation stack, which lays them out in its
/// bars. The items are not children: only a navigation stack places and draws them.
final class ToolbarNode: PassthroughNode {
    let items: [ToolbarItemNode]

    init(items: [ToolbarItemNode], environment: EnvironmentValues, child: LayoutNode) {
        self.items = items
        super.init(typeName: "toolbar", environment: environment, child: child)
    }

    /// The items of a toolbar's content; a view that is not a `ToolbarItem` is an
    /// automatic one.
    static func resolveItems(_ content: any View, in context: ResolveContext) -> [ToolbarItemNode] {
        var inner = context
        inner.environment.font = .body
        inner.environment.imageScale = .large
        inner.environment.lineLimit = 1
        return inner.resolve(content).map { node in
            (node as? ToolbarItemNode)
                ?? ToolbarItemNode(placement: .automatic, environment: inner.environment, child: node)
        }
    }
}
