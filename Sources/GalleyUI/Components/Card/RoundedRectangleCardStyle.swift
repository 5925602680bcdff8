/// An outlined card: the content in the title font, 16 pt inside a rounded
/// rectangle with 16 pt continuous corners and a 1 pt outline.
///
/// The outline is the foreground colour at 30 %, so it follows light and dark
/// appearance and any `.foregroundStyle(_:)` set around the card, while staying
/// quieter than the text it frames.
public struct RoundedRectangleCardStyle: CardStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title)
            .padding()
            .background(RoundedRectangle(cornerRadius: 16).strokeBorder(.tertiary, lineWidth: 1))
    }
}

extension CardStyle where Self == RoundedRectangleCardStyle {
    /// An outlined rounded rectangle.
    public static var roundedRectangle: RoundedRectangleCardStyle { RoundedRectangleCardStyle() }
}
