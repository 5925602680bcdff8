/// A group of rows in a `List` or `Form`, with an optional header and footer. In a
/// list it is drawn as a card; elsewhere its parts are stacked vertically.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
        @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content)
    }
}

extension Section: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        var headerContext = context
        headerContext.environment.font = .footnote
        headerContext.environment.textCase = .uppercase
        headerContext.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        var footerContext = headerContext
        footerContext.environment.textCase = nil
        return [
            SectionNode(
                header: headerContext.resolve(header), rows: context.resolve(content),
                footer: footerContext.resolve(footer), environment: context.environment)
        ]
    }
}

/// A section's parts, kept apart so that a list can style them; on its own it lays
/// them out as a leading-aligned column.
final class SectionNode: PassthroughNode {
    let header: [LayoutNode]
    let rows: [LayoutNode]
    let footer: [LayoutNode]

    init(
        header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode], environment: EnvironmentValues
    ) {
        self.header = header
        self.rows = rows
        self.footer = footer
        super.init(
            typeName: "Section", environment: environment,
            child: StackNode(
                axis: .vertical, alignment: .leading, spacing: nil, typeName: "VStack",
                environment: environment, children: header + rows + footer))
    }
}
