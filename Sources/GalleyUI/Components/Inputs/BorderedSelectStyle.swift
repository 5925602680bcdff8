/// A select in a rounded box: the label above, the thumbnail, value and accent
/// chevron in a 52 pt box with 12 pt corners, the information below.
///
/// 52 pt leaves room around body text for a comfortable tap target (HIG: at least
/// 44 pt); the outline turns 2 pt and takes the emphasis colour when there is one.
public struct BorderedSelectStyle: SelectStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            InputLabelLine(label: configuration.label, emphasis: configuration.emphasis)
            HStack(spacing: 12) {
                if let thumbnail = configuration.thumbnail {
                    thumbnail.font(.title3).frame(width: 24, height: 24)
                }
                configuration.value
                    .frame(maxWidth: .infinity, alignment: .leading)
                if configuration.isInteractive {
                    SelectChevron(isOpen: configuration.isPresentingValues)
                }
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

extension SelectStyle where Self == BorderedSelectStyle {
    /// A select in a rounded box.
    public static var bordered: BorderedSelectStyle { BorderedSelectStyle() }
}
