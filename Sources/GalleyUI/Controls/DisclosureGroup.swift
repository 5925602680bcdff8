/// A label that shows or hides its content: the label and a tinted chevron (pointing
/// down when expanded), then the content when expanded. Collapsed by default.
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
        let header = HStack {
            label
            Spacer()
            Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tint)
                .accessibilityHidden(true)
        }
        let group = VStack(alignment: .leading) {
            header
            if isExpanded {
                content
            }
        }
        return context.resolve(group).map {
            PassthroughNode(typeName: "DisclosureGroup", environment: context.environment, child: $0)
        }
    }
}
