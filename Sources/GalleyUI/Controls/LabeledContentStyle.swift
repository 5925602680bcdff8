/// The properties of a labeled content row a ``LabeledContentStyle`` draws from.
public struct LabeledContentStyleConfiguration {
    public typealias Label = StyleContent
    public typealias Content = StyleContent
    /// What the row is about ("Version").
    public let label: Label
    /// Its value.
    public let content: Content
}

/// The look of `LabeledContent` rows.
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == LabeledContentStyleConfiguration {
    init<S: LabeledContentStyle>(_ style: S) {
        self.init(style) { $0.makeBody(configuration: $1) }
    }
}

extension LabeledContentStyleConfiguration: StyleConfigurationDefaults {
    static var defaultStyle: AnyStyle<Self> { AnyStyle(AutomaticLabeledContentStyle()) }
}

/// iOS's settings row: the label leading, the value trailing in the secondary colour,
/// on a shared first baseline.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline) {
            configuration.label
            Spacer(minLength: 8)
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    /// Sets the style of `LabeledContent` rows inside this view.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        self.style(AnyStyle(style))
    }
}
