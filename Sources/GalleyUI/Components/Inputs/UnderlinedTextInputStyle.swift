/// A text input on a line, matching ``UnderlinedSelectStyle``: the label above, the
/// text on a 44 pt row, a rule under it, the information below.
public struct UnderlinedTextInputStyle: TextInputStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            InputLabelLine(label: configuration.label, emphasis: configuration.emphasis)
            HStack(spacing: 12) {
                if let thumbnail = configuration.thumbnail {
                    thumbnail.foregroundStyle(.secondary).frame(width: 24, height: 24)
                }
                configuration.field
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            .frame(minHeight: 44)
            Underline(emphasis: configuration.emphasis)
            InputInformationLine(
                information: configuration.information, emphasis: configuration.emphasis
            )
            .padding(.top, 6)
        }
        .modifier(DisabledDimming())
    }
}

extension TextInputStyle where Self == UnderlinedTextInputStyle {
    /// A text input on an underline.
    public static var underlined: UnderlinedTextInputStyle { UnderlinedTextInputStyle() }
}
