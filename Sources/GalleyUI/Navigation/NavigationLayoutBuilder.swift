import Foundation

/// Lays out a navigation stack the way iOS 17 draws one on an iPhone:
///
/// - a 44 pt navigation bar: leading toolbar items 16 pt from the leading edge, trailing
///   ones 16 pt from the trailing edge (items 16 pt apart), and in the centre the
///   principal item or the inline title in `.headline`;
/// - for a large title (the default), a 52 pt band with the title in bold `.largeTitle`;
/// - for `.searchable`, a 52 pt band with a 36 pt search field 16 pt from each side;
/// - the root view in all the space below, centred in it, as iOS centres a `Text`. A
///   list or scroll view fills that space from its top. When the preview is drawn at its
///   ideal height, a page that is not a list gets 32 pt above and below its content, so
///   that the content does not touch the bars;
/// - a 44 pt bottom toolbar for `.bottomBar` items (side by side from the leading edge,
///   `Spacer`s spread them) and a `.status` item (centred), on the bar background with a
///   hairline on top.
struct NavigationLayoutBuilder {
    let context: ResolveContext

    /// Space between the bars' edges and their items, and between items.
    static let barMargin: CGFloat = 16
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let searchBandHeight: CGFloat = 52
    /// Room above and below a page's content when the preview has its ideal height.
    static let pageMargin: CGFloat = 32

    private var environment: EnvironmentValues { context.environment }

    func container(typeName: String, content: any View) -> LayoutNode {
        let nodes = context.resolve(content)
        let body =
            nodes.count == 1
            ? nodes[0]
            : StackNode(
                axis: .vertical, alignment: .center, spacing: nil, typeName: "VStack",
                environment: environment, children: nodes)
        let title = first(in: body) { ($0 as? NavigationTitleNode)?.title }
        let mode = first(in: body) { ($0 as? NavigationTitleNode)?.displayMode } ?? .automatic
        let search = first(in: body) { $0 as? SearchableNode }
        let items = all(in: body) { ($0 as? ToolbarNode)?.items ?? [] }
        let showsList = contains(body) { $0.typeName == "List" || $0.typeName == "Form" }
        let background: UIColor = showsList ? .systemGroupedBackground : .systemBackground

        var column: [LayoutNode] = [navigationBar(items: items, inlineTitle: mode == .inline ? title : nil)]
        if mode != .inline, let title { column.append(largeTitle(title)) }
        if let search { column.append(searchBand(search)) }
        column.append(page(body))
        if let bottom = bottomBar(items: items) { column.append(bottom) }
        let stack = StackNode(
            axis: .vertical, alignment: .leading, spacing: 0, typeName: "VStack",
            environment: environment, children: column)
        let framed = FlexibleFrameNode(
            horizontal: .init(min: nil, ideal: nil, max: .infinity),
            vertical: .init(min: nil, ideal: nil, max: nil), alignment: .topLeading,
            environment: environment, child: stack)
        let filled = DecorationNode(
            placement: .background, alignment: .center, environment: environment, primary: framed,
            decoration: fill(Color(background)))
        return CanvasFillingNode(
            typeName: typeName, background: background, environment: environment, child: filled)
    }

    // MARK: Bars

    private func navigationBar(items: [ToolbarItemNode], inlineTitle: String?) -> LayoutNode {
        let leading = items.filter { $0.placement.region == .leading }
        let trailing = items.filter { $0.placement.region == .trailing }
        let principal = items.filter { $0.placement.region == .principal }
        var layers: [LayoutNode] = []
        if let centre = principal.isEmpty ? inlineTitle.map({ titleText($0, font: .headline) }) : row(principal) {
            layers.append(fullWidth(centre, alignment: .center))
        }
        if !leading.isEmpty { layers.append(fullWidth(inset(row(leading)), alignment: .leading)) }
        if !trailing.isEmpty { layers.append(fullWidth(inset(row(trailing)), alignment: .trailing)) }
        let bar = ZStackNode(
            alignment: .center, typeName: "NavigationBar", environment: environment,
            children: layers.isEmpty ? [fullWidth(EmptyNode(environment: environment), alignment: .center)] : layers)
        return FixedFrameNode(
            width: nil, height: Self.barHeight, alignment: .center, environment: environment, child: bar)
    }

    private func largeTitle(_ title: String) -> LayoutNode {
        let large = PaddingNode(
            insets: EdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16), environment: environment,
            child: titleText(title, font: .largeTitle.bold()))
        return FixedFrameNode(
            width: nil, height: Self.largeTitleHeight, alignment: .bottomLeading, environment: environment,
            child: fullWidth(large, alignment: .bottomLeading))
    }

    private func searchBand(_ search: SearchableNode) -> LayoutNode {
        var inner = context
        inner.environment = search.environment
        let field = inner.resolveSingle(NavigationSearchField(query: search.query, prompt: search.prompt))
        let padded = PaddingNode(
            insets: EdgeInsets(top: 8, leading: Self.barMargin, bottom: 8, trailing: Self.barMargin),
            environment: environment, child: field)
        return FixedFrameNode(
            width: nil, height: Self.searchBandHeight, alignment: .center, environment: environment,
            child: fullWidth(padded, alignment: .center))
    }

    private func bottomBar(items: [ToolbarItemNode]) -> LayoutNode? {
        let bottom = items.filter { $0.placement.region == .bottom }
        let status = items.filter { $0.placement.region == .status }
        guard !bottom.isEmpty || !status.isEmpty else { return nil }
        var layers: [LayoutNode] = []
        if !status.isEmpty { layers.append(fullWidth(row(status), alignment: .center)) }
        if !bottom.isEmpty {
            let spreads = bottom.contains { $0.spacerMinLength != nil }
            let content = spreads ? row(bottom) : row(bottom + [SpacerNode(minLength: 0, environment: environment)])
            layers.append(fullWidth(inset(content), alignment: .leading))
        }
        let bar = ZStackNode(alignment: .center, typeName: "BottomBar", environment: environment, children: layers)
        let framed = FixedFrameNode(
            width: nil, height: Self.barHeight, alignment: .center, environment: environment, child: bar)
        let hairline = FixedFrameNode(
            width: nil, height: 0.5, alignment: .center, environment: environment,
            child: fill(Color(.separator)))
        let withLine = DecorationNode(
            placement: .overlay, alignment: .top, environment: environment, primary: framed, decoration: hairline)
        return DecorationNode(
            placement: .background, alignment: .center, environment: environment, primary: withLine,
            decoration: fill(Color(.secondarySystemBackground).opacity(0.94)))
    }

    // MARK: The page

    /// The root view in the space under the bars: centred, or from the top for a list or
    /// scroll view, which fill the space themselves.
    private func page(_ body: LayoutNode) -> LayoutNode {
        let fills = contains(body) { $0 is CanvasFillingNode || $0 is ScrollViewNode }
        if fills { return fullWidth(body, alignment: .top) }
        let centred = FlexibleFrameNode(
            horizontal: .init(min: nil, ideal: nil, max: .infinity),
            vertical: .init(min: nil, ideal: nil, max: .infinity), alignment: .center,
            environment: environment, child: body)
        return IdealMarginNode(margin: Self.pageMargin, environment: environment, child: centred)
    }

    // MARK: Building blocks

    private func row(_ items: [LayoutNode]) -> LayoutNode {
        items.count == 1
            ? items[0]
            : StackNode(
                axis: .horizontal, alignment: .center, spacing: Self.barMargin, typeName: "HStack",
                environment: environment, children: items)
    }

    private func inset(_ node: LayoutNode) -> LayoutNode {
        PaddingNode(
            insets: EdgeInsets(top: 0, leading: Self.barMargin, bottom: 0, trailing: Self.barMargin),
            environment: environment, child: node)
    }

    private func fullWidth(_ node: LayoutNode, alignment: Alignment) -> LayoutNode {
        FlexibleFrameNode(
            horizontal: .init(min: nil, ideal: nil, max: .infinity), vertical: .init(), alignment: alignment,
            environment: environment, child: node)
    }

    private func fill(_ color: Color) -> LayoutNode {
        ShapeNode(
            typeName: "Color", environment: environment, outline: { Path($0) },
            drawing: _ShapeView<Rectangle>.Drawing.fill(AnyShapeStyle(color), FillStyle()))
    }

    private func titleText(_ title: String, font: Font) -> LayoutNode {
        var inner = context
        inner.environment.font = font
        inner.environment.lineLimit = 1
        return inner.resolveSingle(Text(verbatim: title))
    }

    // MARK: Reading what the page declares

    /// The first value below `node`, depth first, not looking into nested navigation stacks.
    private func first<T>(in node: LayoutNode, _ value: (LayoutNode) -> T?) -> T? {
        if let found = value(node) { return found }
        for child in node.children where !(child is CanvasFillingNode && child.typeName.hasPrefix("Navigation")) {
            if let found = first(in: child, value) { return found }
        }
        return nil
    }

    /// Every value below `node`, depth first, not looking into nested navigation stacks.
    private func all<T>(in node: LayoutNode, _ values: (LayoutNode) -> [T]) -> [T] {
        var found = values(node)
        for child in node.children where !(child is CanvasFillingNode && child.typeName.hasPrefix("Navigation")) {
            found += all(in: child, values)
        }
        return found
    }

    private func contains(_ node: LayoutNode, where predicate: (LayoutNode) -> Bool) -> Bool {
        predicate(node) || node.children.contains { contains($0, where: predicate) }
    }
}
