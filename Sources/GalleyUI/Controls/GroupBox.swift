/// The properties of a group box a ``GroupBoxStyle`` draws from.
public struct GroupBoxStyleConfiguration {
    public typealias Label = StyleContent
    public typealias Content = StyleContent
    /// The title, if the box has one (an empty view otherwise).
    public let label: Label
    /// The grouped views.
    public let content: Content
}

/// The look of group boxes.
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == GroupBoxStyleConfiguration {
    init<S: GroupBoxStyle>(_ style: S) {
        self.init(style) { $0.makeBody(configuration: $1) }
    }
}

extension GroupBoxStyleConfiguration: StyleConfigurationDefaults {
    // Made per use: a style holds `@Environment` boxes that each rendering fills in.
    static var defaultStyle: AnyStyle<Self> { AnyStyle(DefaultGroupBoxStyle()) }
}

/// iOS's group box: the label in headline type over the content, 16 pt inside a
/// rounded rectangle of the secondary background with 10 pt corners.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Sets the style of group boxes inside this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        self.style(AnyStyle(style))
    }
}

/// Views grouped in a box, with an optional label.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A box with a label view given first, as SwiftUI's older form writes it.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        StyledBody(
            configuration: GroupBoxStyleConfiguration(
                label: StyleContent(label), content: StyleContent(content)))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box with a text label.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The box a style configuration describes, drawn by the next group box style out.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
