struct DefaultCardStyle: CardStyle {
    func makeBody(configuration: Configuration) -> some View {
        #if os(iOS)
            return ShadowCardStyle().makeBody(configuration: configuration)
        #else
            return RoundedRectangleCardStyle().makeBody(configuration: configuration)
        #endif
    }
}

struct AnyCardStyle: CardStyle {
    private var _makeBody: (Configuration) -> AnyView

    init<S: CardStyle>(style: S) {
        _makeBody = { configuration in
            AnyView(style.makeBody(configuration: configuration))
        }
    }

    func makeBody(configuration: Configuration) -> some View {
        _makeBody(configuration)
    }
}

struct CardStyleKey: EnvironmentKey {
    static var defaultValue = AnyCardStyle(style: DefaultCardStyle())
}

extension EnvironmentValues {
    var cardStyle: AnyCardStyle {
        get { self[CardStyleKey.self] }
        set { self[CardStyleKey.self] = newValue }
    }
}

extension View {
    func cardStyle<S: CardStyle>(_ style: S) -> some View {
        environment(\.cardStyle, AnyCardStyle(style: style))
    }
}

struct Card<Content: View>: View {
    @Environment(\.cardStyle) var style
    var content: () -> Content

    var body: some View {
        style
            .makeBody(
                configuration: CardStyleConfiguration(
                    label: CardStyleConfiguration.Label(content: content())
                )
            )
    }
}

Card {
    Text("Hello")
}
