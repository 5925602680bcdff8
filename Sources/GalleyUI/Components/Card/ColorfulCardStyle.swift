/// A card filled with a colour that glows around it: white content 16 pt inside a
/// rounded rectangle of `color` with 16 pt corners, and a shadow of the same colour.
public struct ColorfulCardStyle: CardStyle {
    /// The fill and the glow.
    public let color: Color

    /// A colourful card of `color`.
    public init(color: Color) {
        self.color = color
    }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title)
            .foregroundStyle(.white)
            // A faint light halo keeps white text crisp on light fills such as yellow.
            .shadow(color: .white.opacity(0.5), radius: 2, x: 0, y: 1)
            .padding()
            .background(RoundedRectangle(cornerRadius: 16).fill(color))
            .shadow(color: color.opacity(0.6), radius: 8, x: 0, y: 4)
    }
}

extension CardStyle where Self == ColorfulCardStyle {
    /// A card filled with `color`, glowing in it.
    public static func colorful(color: Color) -> ColorfulCardStyle { ColorfulCardStyle(color: color) }
}
