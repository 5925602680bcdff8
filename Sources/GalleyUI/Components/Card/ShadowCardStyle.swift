/// A raised card: the content in the title font, 16 pt inside a rounded rectangle
/// of the elevated background with 16 pt corners and a soft shadow below it.
///
/// The background is the grouped-content colour: white in light appearance, where
/// the shadow lifts it, and dark grey in dark appearance, where shadows cannot be
/// seen and the lighter surface shows the elevation instead (as iOS does).
public struct ShadowCardStyle: CardStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title)
            .foregroundStyle(.primary)
            .padding()
            .background(
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color(.secondarySystemGroupedBackground))
                    .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
            )
    }
}

extension CardStyle where Self == ShadowCardStyle {
    /// A raised card with a soft shadow.
    public static var shadow: ShadowCardStyle { ShadowCardStyle() }
}
