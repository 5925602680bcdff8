/// A label that shows or hides its content, drawn by the environment's
/// ``DisclosureGroupStyle``: by default the label and a tinted chevron (pointing down when
/// expanded), then the content when expanded. Collapsed by default.
public struct DisclosureGroup<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Bool

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = false
    }

    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

extension DisclosureGroup: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let styled = StyledBody(
            configuration: DisclosureGroupStyleConfiguration(
                label: StyleContent(label), content: StyleContent(content), isExpanded: isExpanded))
        return context.resolve(styled).map {
            PassthroughNode(typeName: "DisclosureGroup", environment: context.environment, child: $0)
        }
    }
}

extension DisclosureGroup
where Label == DisclosureGroupStyleConfiguration.Label, Content == DisclosureGroupStyleConfiguration.Content {
    /// The group a style configuration describes, drawn by the next style out.
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.isExpanded = configuration.isExpanded
    }
}
