/// A style configuration that knows which style draws it when nobody chose one.
///
/// Conforming a configuration is what gives its component a place in the environment:
/// the key, the default and the `.xStyle(_:)` plumbing are shared by all components.
protocol StyleConfigurationDefaults {
    /// The style used where no `.xStyle(_:)` modifier set one.
    static var defaultStyle: AnyStyle<Self> { get }
}

/// The styles of one kind of component in effect at a place, outermost first: every
/// `.xStyle(_:)` modifier adds one, and the innermost draws.
///
/// A stack rather than one style because styles compose as in SwiftUI: while a style
/// builds its body, its own entry is set aside, so a control of the same kind that the
/// body makes (a `Label` inside a `LabelStyle`, a `Button` inside a `ButtonStyle`) is
/// drawn by the next style out, and the last one out by the default style.
struct StyleStack<Configuration: StyleConfigurationDefaults> {
    var styles: [AnyStyle<Configuration>] = []
    /// The styles as the component found them, while its style builds its body: what the
    /// configuration's content (a card's content, a button's label) is drawn with, so that
    /// components nested in it see every style set around the outer one.
    var beforeSettingAside: [AnyStyle<Configuration>]?

    var innermost: AnyStyle<Configuration> { styles.last ?? Configuration.defaultStyle }
}

/// A style stack of any kind, for putting back what was set aside.
protocol SetAsideStyles {
    /// The stack with what was set aside put back, unless the style's body set a style of
    /// its own since; nil when nothing was set aside.
    var restored: Self? { get }
}

extension StyleStack: SetAsideStyles {
    var restored: StyleStack? {
        guard let found = beforeSettingAside else { return nil }
        var stack = self
        if stack.styles.count < found.count { stack.styles = found }
        stack.beforeSettingAside = nil
        return stack
    }
}

/// One environment key per configuration type, generated rather than written by hand.
private struct StyleKey<Configuration: StyleConfigurationDefaults>: EnvironmentKey {
    static var defaultValue: StyleStack<Configuration> { StyleStack() }
}

extension EnvironmentValues {
    /// The style that draws components configured by `configuration` at this place;
    /// setting one adds it inside those already set.
    subscript<Configuration: StyleConfigurationDefaults>(style configuration: Configuration.Type)
        -> AnyStyle<Configuration>
    {
        get { self[StyleKey<Configuration>.self].innermost }
        set { self[StyleKey<Configuration>.self].styles.append(newValue) }
    }

    /// This environment with the innermost style of a kind set aside, and that style.
    func settingAsideStyle<Configuration: StyleConfigurationDefaults>(of configuration: Configuration.Type)
        -> (style: AnyStyle<Configuration>, environment: EnvironmentValues)
    {
        var stack = self[StyleKey<Configuration>.self]
        // Where no style of this kind was set and none set aside, the default draws and
        // setting aside would leave every reader seeing the same: the environment is kept
        // as it is, rather than copied here and again for the configuration's content.
        if stack.styles.isEmpty, stack.beforeSettingAside == nil { return (Configuration.defaultStyle, self) }
        let style = stack.innermost
        let found = stack.styles
        if !stack.styles.isEmpty { stack.styles.removeLast() }
        stack.beforeSettingAside = found
        var environment = self
        environment[StyleKey<Configuration>.self] = stack
        environment.setAsideStyleKeys.insert(ObjectIdentifier(StyleKey<Configuration>.self))
        return (style, environment)
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

extension ResolveContext {
    /// A component's configuration drawn by the innermost style of its kind (or by
    /// `style`, when the component names one), with that style set aside while its body
    /// is resolved. Returns the nodes and the environment the component's own node keeps.
    func resolveStyled<Configuration: StyleConfigurationDefaults>(
        _ configuration: Configuration, style explicit: AnyStyle<Configuration>? = nil
    ) -> [LayoutNode] {
        if let explicit {
            return resolve(explicit.makeBody(configuration, environment))
        }
        var inner = self
        let (style, environment) = environment.settingAsideStyle(of: Configuration.self)
        inner.environment = environment
        return inner.resolve(style.makeBody(configuration, environment))
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
        context.resolveStyled(configuration, style: style)
    }
}
