/// The properties of a disclosure group a ``DisclosureGroupStyle`` draws from.
public struct DisclosureGroupStyleConfiguration {
    public typealias Label = StyleContent
    public typealias Content = StyleContent
    /// The group's title row.
    public let label: Label
    /// What it shows when expanded.
    public let content: Content
    /// Whether the content shows; a picture shows the group as its binding says.
    public let isExpanded: Bool
}

/// The look of disclosure groups.
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == DisclosureGroupStyleConfiguration {
    init<S: DisclosureGroupStyle>(_ style: S) {
        self.init(style) { $0.makeBody(configuration: $1) }
    }
}

extension DisclosureGroupStyleConfiguration: StyleConfigurationDefaults {
    static var defaultStyle: AnyStyle<Self> { AnyStyle(AutomaticDisclosureGroupStyle()) }
}

/// iOS's disclosure group: the label and a tinted chevron (pointing down when expanded),
/// then the content when expanded.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tint)
                    .accessibilityHidden(true)
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension View {
    /// Sets the style of disclosure groups inside this view.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        self.style(AnyStyle(style))
    }
}
