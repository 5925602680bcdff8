/// A style of any type, reduced to the one thing a component needs from it: a body for a
/// configuration, built in an environment.
///
/// Every style protocol (`ButtonStyle`, `CardStyle`, `SelectStyle` ...) is erased to this
/// one type, so that a new component needs no type eraser of its own: it writes a
/// one-line initializer that says which of the style's methods makes the body.
/// Not `Sendable`: the style's `@Environment` properties are boxes that each rendering
/// fills in, so one style value must never be shared by two renderings at once (a
/// process-wide default style was, and parallel builds crashed on it).
struct AnyStyle<Configuration> {
    /// Builds the styled view in an environment, which the style's `@Environment`
    /// properties read.
    let makeBody: (Configuration, EnvironmentValues) -> AnyView

    init<Style, Body: View>(_ style: Style, body: @escaping (Style, Configuration) -> Body) {
        makeBody = { configuration, environment in
            // A style is a value that may read the environment like a view does; its
            // properties are installed before its body is made, as for a view's body.
            installEnvironment(environment, in: style)
            return EnvironmentValues.$current.withValue(environment) {
                AnyView(body(style, configuration))
            }
        }
    }
}
