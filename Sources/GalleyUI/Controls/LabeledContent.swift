import Foundation

/// A label beside a value, drawn by the environment's ``LabeledContentStyle``: by default
/// as iOS lays out a settings row, the label leading and the value trailing in the
/// secondary colour.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        StyledBody(
            configuration: LabeledContentStyleConfiguration(label: StyleContent(label), content: StyleContent(content)))
    }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The row a style configuration describes, drawn by the next style out.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension LabeledContent where Label == Text {
    /// A titled row whose value is any view.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A titled row showing a text value.
    public init(_ title: String, value: String) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
