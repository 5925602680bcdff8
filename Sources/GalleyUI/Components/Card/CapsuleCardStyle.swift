/// A capsule of colour with white content, over four translucent capsules fanned
/// out at −8°, −4°, 4° and 8°, like a small stack of cards.
///
/// The fanned layers are backgrounds: they take the card's size and do not change
/// its layout, so they reach a little beyond the card's frame.
public struct CapsuleCardStyle: CardStyle {
    /// The colour of the capsule; the layers are the same colour at 40 %.
    public let color: Color

    /// A capsule card of `color`.
    public init(color: Color = .accentColor) {
        self.color = color
    }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title)
            .foregroundStyle(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 16)
            .background(Capsule().fill(color))
            .background(fannedLayer(degrees: -8))
            .background(fannedLayer(degrees: -4))
            .background(fannedLayer(degrees: 4))
            .background(fannedLayer(degrees: 8))
    }

    private func fannedLayer(degrees: Double) -> some View {
        Capsule().fill(color.opacity(0.4)).rotationEffect(.degrees(degrees))
    }
}

extension CardStyle where Self == CapsuleCardStyle {
    /// A capsule in the accent colour with fanned layers behind it.
    public static var capsule: CapsuleCardStyle { CapsuleCardStyle() }

    /// A capsule of `color` with fanned layers behind it.
    public static func capsule(color: Color) -> CapsuleCardStyle { CapsuleCardStyle(color: color) }
}
