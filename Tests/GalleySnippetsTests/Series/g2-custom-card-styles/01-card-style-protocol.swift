protocol CardStyle {
    associatedtype Body: View
    typealias Configuration = CardStyleConfiguration

    func makeBody(configuration: Self.Configuration) -> Self.Body
}

struct CardStyleConfiguration {
    /// A type-erased label of a Card.
    struct Label: View {
        init<Content: View>(content: Content) {
            body = AnyView(content)
        }

        var body: AnyView
    }

    let label: CardStyleConfiguration.Label
}

struct RoundedRectangleCardStyle: CardStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title)
            .padding()
            .background(RoundedRectangle(cornerRadius: 16).strokeBorder())
    }
}

RoundedRectangleCardStyle()
    .makeBody(configuration: CardStyleConfiguration(label: .init(content: Text("Hello"))))
