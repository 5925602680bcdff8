import Foundation

/// Builds the layout of a list from its resolved rows and sections, with iOS's
/// metrics: rows at least 44 pt tall with 16 pt side and 6 pt vertical padding (a
/// line of body text or a switch is centred in 44 pt),
/// separators inset 16 pt, inset-grouped cards 16 pt from the edges with 10 pt
/// corners, 35 pt between sections (17 pt above a header), headers in uppercase
/// secondary footnote 7 pt above their card.
struct ListLayoutBuilder {
    let context: ResolveContext
    private var environment: EnvironmentValues { context.environment }
    private var appearance: ListAppearance { environment.listAppearance }

    private static let rowInsets = EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
    private static let cardMargin: CGFloat = 16
    private static let cornerRadius: CGFloat = 10
    private static let sectionGap: CGFloat = 35
    private static let headerGap: CGFloat = 17
    private static let headerSpacing: CGFloat = 7

    func list(typeName: String, content: [LayoutNode]) -> LayoutNode {
        var sections: [LayoutNode] = []
        var looseRows: [LayoutNode] = []
        func flushLooseRows() {
            if !looseRows.isEmpty { sections.append(section(header: [], rows: looseRows, footer: [])) }
            looseRows = []
        }
        for node in content {
            if let section = node as? SectionNode {
                flushLooseRows()
                sections.append(
                    self.section(header: section.header, rows: section.rows, footer: section.footer))
            } else {
                looseRows.append(node)
            }
        }
        flushLooseRows()
        let column = stack(sections, alignment: .leading)
        let padded = PaddingNode(
            insets: EdgeInsets(top: 0, leading: 0, bottom: appearance == .plain ? 0 : 20, trailing: 0),
            environment: environment, child: column)
        let scroll = ScrollViewNode(axes: .vertical, environment: environment, content: padded)
        let background: UIColor = appearance == .plain ? .systemBackground : .systemGroupedBackground
        let list = DecorationNode(
            placement: .background, alignment: .center, environment: environment, primary: scroll,
            decoration: fill(Color(background), typeName: "Color"))
        return CanvasFillingNode(
            typeName: typeName, background: background, environment: environment, child: list)
    }

    private func section(header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode]) -> LayoutNode {
        var parts: [LayoutNode] = []
        let plain = appearance == .plain
        let margin = appearance == .insetGrouped ? Self.cardMargin : 0
        if !header.isEmpty {
            let insets = EdgeInsets(
                top: plain ? 8 : Self.headerGap, leading: margin + Self.rowInsets.leading,
                bottom: plain ? 8 : Self.headerSpacing, trailing: margin + Self.rowInsets.trailing)
            parts.append(
                fullWidth(
                    PaddingNode(
                        insets: insets, environment: environment, child: stack(header, alignment: .leading))))
        } else if !plain {
            parts.append(
                FixedFrameNode(
                    width: nil, height: Self.sectionGap, alignment: .center, environment: environment,
                    child: EmptyNode(environment: environment)))
        }
        var cardRows: [LayoutNode] = []
        for (index, row) in rows.enumerated() {
            if index > 0 { cardRows.append(separator()) }
            cardRows.append(self.row(row))
        }
        if plain && !rows.isEmpty { cardRows.append(separator()) }
        var card: LayoutNode = stack(cardRows, alignment: .leading)
        if !plain {
            let shape: any Shape =
                appearance == .insetGrouped
                ? RoundedRectangle(cornerRadius: Self.cornerRadius) : Rectangle()
            card = DecorationNode(
                placement: .background, alignment: .center, environment: environment, primary: card,
                decoration: fill(shape, style: Color(.secondarySystemGroupedBackground)))
        }
        parts.append(
            PaddingNode(
                insets: EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin),
                environment: environment, child: card))
        if !footer.isEmpty {
            let insets = EdgeInsets(
                top: Self.headerSpacing, leading: margin + Self.rowInsets.leading, bottom: 0,
                trailing: margin + Self.rowInsets.trailing)
            parts.append(
                fullWidth(
                    PaddingNode(
                        insets: insets, environment: environment, child: stack(footer, alignment: .leading))))
        }
        return stack(parts, alignment: .leading)
    }

    private func row(_ content: LayoutNode) -> LayoutNode {
        FlexibleFrameNode(
            horizontal: .init(min: nil, ideal: nil, max: .infinity),
            vertical: .init(min: environment.defaultMinListRowHeight, ideal: nil, max: nil), alignment: .leading,
            environment: environment,
            child: PaddingNode(insets: Self.rowInsets, environment: environment, child: content))
    }

    private func separator() -> LayoutNode {
        let divider = DividerNode(environment: environment)
        return PaddingNode(
            insets: EdgeInsets(top: 0, leading: Self.rowInsets.leading, bottom: 0, trailing: 0),
            environment: environment, child: divider)
    }

    private func fullWidth(_ node: LayoutNode) -> LayoutNode {
        FlexibleFrameNode(
            horizontal: .init(min: nil, ideal: nil, max: .infinity), vertical: .init(),
            alignment: .leading, environment: environment, child: node)
    }

    private func stack(_ nodes: [LayoutNode], alignment: AlignmentKey) -> LayoutNode {
        StackNode(
            axis: .vertical, alignment: alignment, spacing: 0, typeName: "VStack",
            environment: environment, children: nodes)
    }

    private func fill(_ color: Color, typeName: String) -> LayoutNode {
        fill(Rectangle(), style: color, typeName: typeName)
    }

    private func fill(_ shape: any Shape, style: Color, typeName: String? = nil) -> LayoutNode {
        ShapeNode(
            typeName: typeName ?? displayName(of: type(of: shape)), environment: environment,
            outline: { shape.path(in: $0) },
            drawing: _ShapeView<Rectangle>.Drawing.fill(AnyShapeStyle(style), FillStyle()))
    }
}
