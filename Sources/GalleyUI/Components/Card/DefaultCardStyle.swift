/// The card style used when none is set: ``ShadowCardStyle``, the iOS look of a card
/// raised above the page.
public struct DefaultCardStyle: CardStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ShadowCardStyle().makeBody(configuration: configuration)
    }
}

extension CardStyle where Self == DefaultCardStyle {
    /// The default card style.
    public static var automatic: DefaultCardStyle { DefaultCardStyle() }
}
