/// A select on a line: the label above, the thumbnail, value and chevron on a
/// 44 pt row, a rule under it, the information below.
///
/// Lighter than ``BorderedSelectStyle``, for dense forms; the rule thickens to 2 pt
/// in the emphasis colour when there is one.
public struct UnderlinedSelectStyle: SelectStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
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

extension SelectStyle where Self == UnderlinedSelectStyle {
    /// A select on an underline.
    public static var underlined: UnderlinedSelectStyle { UnderlinedSelectStyle() }
}
