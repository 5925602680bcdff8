import Foundation

/// A navigation container showing its root view under a navigation bar with the
/// title that view declares with `navigationTitle`.
///
/// Galley draws iOS's bar without the status bar: a 44 pt bar (where toolbar items
/// and an inline title go) and, for the default large title, a 52 pt band with the
/// title in bold `.largeTitle` 16 pt from the leading edge and 8 pt above its bottom.
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

struct NavigationLayoutBuilder {
    let context: ResolveContext

    func container(typeName: String, content: any View) -> LayoutNode {
        let environment = context.environment
        let nodes = context.resolve(content)
        let body =
            nodes.count == 1
            ? nodes[0]
            : StackNode(
                axis: .vertical, alignment: .center, spacing: nil, typeName: "VStack",
                environment: environment, children: nodes)
        let title = find(in: body) { $0.title }
        let mode = find(in: body) { $0.displayMode } ?? .automatic
        let showsList = contains(body) { $0.typeName == "List" || $0.typeName == "Form" }
        let background: UIColor = showsList ? .systemGroupedBackground : .systemBackground

        var bar: [LayoutNode] = []
        let inlineTitle = mode == .inline ? title : nil
        bar.append(
            FixedFrameNode(
                width: nil, height: 44, alignment: .center, environment: environment,
                child: FlexibleFrameNode(
                    horizontal: .init(min: nil, ideal: nil, max: .infinity), vertical: .init(),
                    alignment: .center, environment: environment,
                    child: inlineTitle.map { titleText($0, font: .headline) }
                        ?? EmptyNode(environment: environment))))
        if mode != .inline, let title {
            let large = PaddingNode(
                insets: EdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16), environment: environment,
                child: titleText(title, font: .largeTitle.bold()))
            bar.append(
                FixedFrameNode(
                    width: nil, height: 52, alignment: .bottomLeading, environment: environment,
                    child: FlexibleFrameNode(
                        horizontal: .init(min: nil, ideal: nil, max: .infinity), vertical: .init(),
                        alignment: .bottomLeading, environment: environment, child: large)))
        }
        let column = StackNode(
            axis: .vertical, alignment: .leading, spacing: 0, typeName: "VStack",
            environment: environment, children: bar + [body])
        let framed = FlexibleFrameNode(
            horizontal: .init(min: nil, ideal: nil, max: .infinity),
            vertical: .init(min: nil, ideal: nil, max: nil), alignment: .topLeading,
            environment: environment, child: column)
        let filled = DecorationNode(
            placement: .background, alignment: .center, environment: environment, primary: framed,
            decoration: ShapeNode(
                typeName: "Color", environment: environment, outline: { Path($0) },
                drawing: _ShapeView<Rectangle>.Drawing.fill(AnyShapeStyle(Color(background)), FillStyle())))
        return PassthroughNode(typeName: typeName, environment: environment, child: filled)
    }

    private func titleText(_ title: String, font: Font) -> LayoutNode {
        var inner = context
        inner.environment.font = font
        inner.environment.lineLimit = 1
        return inner.resolveSingle(Text(verbatim: title))
    }

    /// The first value a navigation title node below `node` provides, depth first.
    private func find<T>(in node: LayoutNode, _ value: (NavigationTitleNode) -> T?) -> T? {
        if let titled = node as? NavigationTitleNode, let found = value(titled) { return found }
        for child in node.children {
            if let found = find(in: child, value) { return found }
        }
        return nil
    }

    private func contains(_ node: LayoutNode, where predicate: (LayoutNode) -> Bool) -> Bool {
        predicate(node) || node.children.contains { contains($0, where: predicate) }
    }
}
