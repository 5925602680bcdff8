import Foundation

/// Tabs: the selected tab's content above iOS's tab bar (49 pt, a hairline on top,
/// an item per tab with a 20 pt symbol over a 10 pt title, 7 pt from the top, the
/// selected one tinted and the others grey, their symbols filled as iOS fills them). The content is centred in its page, which
/// at the preview's ideal height has 32 pt of room above and below it.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension View {
    /// The item this view shows in the tab bar of its `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = label()
        return wrappingNodes { node, context in
            TabItemNode(item: AnyView(item), environment: context.environment, child: node)
        }
    }
}

/// Carries a tab's bar item up to its `TabView`.
final class TabItemNode: PassthroughNode {
    let item: AnyView

    init(item: AnyView, environment: EnvironmentValues, child: LayoutNode) {
        self.item = item
        super.init(typeName: "tabItem", environment: environment, child: child)
    }
}

extension TabView: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let environment = context.environment
        let tabs = context.resolve(content)
        let selectedTag = selection.map { AnyHashable($0.wrappedValue) }
        let selectedIndex = tabs.firstIndex { selectedTag != nil && $0.firstTag == selectedTag } ?? 0
        if case .pages(let showsIndex) = environment.tabViewPresentation {
            return [pagedNode(tabs, selectedIndex: selectedIndex, showsIndex: showsIndex, in: context)]
        }
        let items: [AnyView] = tabs.map { tab in
            (tab.firstTabItem?.item) ?? AnyView(EmptyView())
        }
        let bar = HStack(spacing: 0) {
            ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                item
                    .labelStyle(TabItemLabelStyle())
                    .symbolVariant(.fill)
                    .font(.system(size: 10, weight: .medium))
                    .foregroundStyle(
                        index == selectedIndex
                            ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color(white: 0.6))
                    )
                    .frame(maxWidth: .infinity)
            }
        }
        .padding(.top, 7)
        .frame(height: 49, alignment: .top)
        .background(Color(.secondarySystemBackground).opacity(0.94))
        .overlay(alignment: .top) { Color(.separator).frame(height: 0.5) }
        let barNode = context.resolveSingle(bar)
        let page = Self.selectedPage(tabs, selectedIndex, environment: environment)
        let centred = Self.filling(page, environment: environment)
        // A page of its own content's height would touch the top edge; as a navigation
        // stack's page, it gets room above and below (a list or navigation stack fills it).
        let fills = page is CanvasFillingNode || page.children.contains { $0 is CanvasFillingNode }
        let filled: LayoutNode =
            fills
            ? centred
            : IdealMarginNode(margin: NavigationLayoutBuilder.pageMargin, environment: environment, child: centred)
        return [
            StackNode(
                axis: .vertical, alignment: .center, spacing: 0, typeName: "TabView",
                environment: environment, children: [filled, barNode])
        ]
    }
}

extension TabView {
    /// The selected page, filling the view, with the page dots over its bottom edge.
    private func pagedNode(_ tabs: [LayoutNode], selectedIndex: Int, showsIndex: Bool, in context: ResolveContext)
        -> LayoutNode
    {
        let environment = context.environment
        let filled = Self.filling(
            Self.selectedPage(tabs, selectedIndex, environment: environment), environment: environment)
        guard showsIndex, tabs.count > 1 else { return filled }
        let dots = context.resolveSingle(PageIndexDots(count: tabs.count, current: selectedIndex))
        return ZStackNode(alignment: .bottom, typeName: "TabView", environment: environment, children: [filled, dots])
    }

    private static func selectedPage(_ tabs: [LayoutNode], _ index: Int, environment: EnvironmentValues) -> LayoutNode {
        tabs.isEmpty ? EmptyNode(environment: environment) : tabs[index]
    }

    /// The page in a frame that takes all the room offered, its content centred.
    private static func filling(_ page: LayoutNode, environment: EnvironmentValues) -> LayoutNode {
        FlexibleFrameNode(
            horizontal: .init(min: nil, ideal: nil, max: .infinity),
            vertical: .init(min: nil, ideal: nil, max: .infinity), alignment: .center,
            environment: environment, child: page)
    }
}

/// A tab item's label: the symbol over its title, 2 pt apart.
private struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 20))
            configuration.title
        }
    }
}

extension LayoutNode {
    /// The first tab item declared at or below this node.
    var firstTabItem: TabItemNode? {
        if let item = self as? TabItemNode { return item }
        for child in children {
            if let item = child.firstTabItem { return item }
        }
        return nil
    }
}
