import Foundation

/// The properties of a label a style draws from.
public struct LabelStyleConfiguration {
    public typealias Title = StyleContent
    public typealias Icon = StyleContent
    public let title: Title
    public let icon: Icon
}

/// The look of labels: title and icon, title only, or icon only.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

typealias AnyLabelStyle = AnyStyle<LabelStyleConfiguration>

extension AnyStyle where Configuration == LabelStyleConfiguration {
    init<S: LabelStyle>(_ style: S) {
        self.init(style) { $0.makeBody(configuration: $1) }
    }
}

extension LabelStyleConfiguration: StyleConfigurationDefaults {
    // Made per use: a style holds `@Environment` boxes that each rendering fills in.
    static var defaultStyle: AnyStyle<Self> { AnyLabelStyle(TitleAndIconLabelStyle()) }
}

/// Icon then title, 8 pt apart, centred on each other (Galley's reading of iOS); in
/// a list the icon takes the tint colour, as iOS draws it.
public struct TitleAndIconLabelStyle: LabelStyle {
    @Environment(\.isInList) private var isInList

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            if isInList {
                configuration.icon.foregroundStyle(.tint)
            } else {
                configuration.icon
            }
            configuration.title
        }
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform default: title and icon.
public typealias DefaultLabelStyle = TitleAndIconLabelStyle

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
    public static var automatic: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[style: LabelStyleConfiguration.self] }
        set { self[style: LabelStyleConfiguration.self] = newValue }
    }
}

extension View {
    /// The style of labels inside this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.labelStyle = AnyLabelStyle(style) }
    }
}

/// A title with an icon, drawn by the environment's label style.
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an SF Symbol.
    public init(_ title: String, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label with a text title and an image from the assets.
    public init(_ title: String, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }
}

extension Label: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let configuration = LabelStyleConfiguration(
            title: StyleContent(title), icon: StyleContent(icon))
        return context.resolveStyled(configuration).map {
            let label = PassthroughNode(typeName: "Label", environment: context.environment, child: $0)
            label.hidingIconsBesideText()
            return label
        }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style configuration describes, drawn by the next label style out: how a
    /// style adds to the one around it (`Label(configuration).shadow(…)`).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
