import Foundation

/// The currency inside a money input: badge, code and chevron, with no label, box or
/// information, since the money input draws those. Internal: it only makes sense
/// there.
struct CurrencySelectStyle: SelectStyle {
    let badgeSize: CGFloat
    let badgeFont: Font
    let codeFont: Font
    let chevronFont: Font

    static let regular = CurrencySelectStyle(
        badgeSize: 28, badgeFont: .system(size: 15), codeFont: .headline,
        chevronFont: .footnote.weight(.bold))
    static let compact = CurrencySelectStyle(
        badgeSize: 20, badgeFont: .system(size: 11), codeFont: .subheadline.weight(.semibold),
        chevronFont: .caption2.weight(.bold))

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: badgeSize > 24 ? 8 : 6) {
            if let badge = configuration.thumbnail {
                badge.font(badgeFont).frame(width: badgeSize, height: badgeSize)
            }
            configuration.value.font(codeFont)
            if configuration.isInteractive {
                SelectChevron(isOpen: configuration.isPresentingValues).font(chevronFont)
            }
        }
        .fixedSize()
    }
}
