/// A container that presents its content as a card, drawn by the environment's
/// ``CardStyle``.
///
/// ```swift
/// Card { Text("Five Stars") }
///     .cardStyle(.colorful(color: .purple))
/// ```
///
/// The card only passes its content on; every look (padding, font, background,
/// shadow) belongs to the style, so one `.cardStyle(_:)` on a container restyles
/// every card inside it.
public struct Card<Content: View>: View {
    let content: Content

    /// A card around `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        StyledBody(configuration: CardStyleConfiguration(label: StyleContent(content)))
    }
}
