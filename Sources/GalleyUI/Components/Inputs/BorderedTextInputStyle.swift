/// A text input in a rounded box, matching ``BorderedSelectStyle``: the label above,
/// the thumbnail and text in a 52 pt box with 12 pt corners, the information below.
public struct BorderedTextInputStyle: TextInputStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            InputLabelLine(label: configuration.label, emphasis: configuration.emphasis)
            HStack(spacing: 12) {
                if let thumbnail = configuration.thumbnail {
                    thumbnail.foregroundStyle(.secondary).frame(width: 24, height: 24)
                }
                configuration.field
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding(.horizontal, 16)
            .frame(minHeight: 52)
            .modifier(BorderedBox(emphasis: configuration.emphasis))
            InputInformationLine(
                information: configuration.information, emphasis: configuration.emphasis)
        }
        .modifier(DisabledDimming())
    }
}

extension TextInputStyle where Self == BorderedTextInputStyle {
    /// A text input in a rounded box.
    public static var bordered: BorderedTextInputStyle { BorderedTextInputStyle() }
}
