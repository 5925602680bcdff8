/// A style configuration that knows which style draws it when nobody chose one.
///
/// Conforming a configuration is what gives its component a place in the environment:
/// the key, the default and the `.xStyle(_:)` plumbing are shared by all components.
protocol StyleConfigurationDefaults {
    /// The style used where no `.xStyle(_:)` modifier set one.
    static var defaultStyle: AnyStyle<Self> { get }
}

/// One environment key per configuration type, generated rather than written by hand.
private struct StyleKey<Configuration: StyleConfigurationDefaults>: EnvironmentKey {
    static var defaultValue: AnyStyle<Configuration> { Configuration.defaultStyle }
}

extension EnvironmentValues {
    /// The style that draws components configured by `configuration` at this place.
    subscript<Configuration: StyleConfigurationDefaults>(style configuration: Configuration.Type)
        -> AnyStyle<Configuration>
    {
        get { self[StyleKey<Configuration>.self] }
        set { self[StyleKey<Configuration>.self] = newValue }
    }
}

extension View {
    /// Sets the style of every component of one kind inside this view; the public
    /// `.cardStyle(_:)`, `.selectStyle(_:)` ... modifiers are this with the style erased.
    func style<Configuration: StyleConfigurationDefaults>(_ style: AnyStyle<Configuration>)
        -> some View
    {
        transformingEnvironment { $0[style: Configuration.self] = style }
    }
}

/// What a styled component's `body` returns: its configuration drawn by a style, the
/// environment's unless one is given.
struct StyledBody<Configuration: StyleConfigurationDefaults>: View {
    typealias Body = Never
    let configuration: Configuration
    var style: AnyStyle<Configuration>? = nil
}

extension StyledBody: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let style = style ?? context.environment[style: Configuration.self]
        return context.resolve(style.makeBody(configuration, context.environment))
    }
}
