import Foundation

/// The pieces of input styles that the built-in styles share: the look of the label
/// and of the information line, and the outline colour for an emphasis. They are
/// style-level helpers, not part of any configuration.
struct InputLabelLine: View {
    let label: InputLabel
    let emphasis: InputEmphasis
    var font: Font = .subheadline.weight(.medium)
    @Environment(\.theme) private var theme

    var body: some View {
        label
            .font(font)
            .foregroundStyle(emphasis.color(in: theme) ?? theme.secondaryContent)
    }
}

/// The information under a field, after the emphasis symbol, in the emphasis colour.
struct InputInformationLine: View {
    let information: InputInformation
    let emphasis: InputEmphasis
    var font: Font = .footnote
    @Environment(\.theme) private var theme

    var body: some View {
        if !information.isEmpty {
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                if let symbol = emphasis.symbolName {
                    Image(systemName: symbol).imageScale(.small).accessibilityLabel(emphasis.spokenName)
                }
                information
            }
            .font(font)
            .foregroundStyle(emphasis.color(in: theme) ?? theme.secondaryContent)
        }
    }
}

/// The chevron that says a select opens a list: down at rest, up while it is open.
struct SelectChevron: View {
    let isOpen: Bool
    @Environment(\.theme) private var theme

    var body: some View {
        Image(systemName: isOpen ? "chevron.up" : "chevron.down")
            .font(.body.weight(.semibold))
            .foregroundStyle(theme.accent)
            .accessibilityHidden(true)
    }
}

/// A field's box: the theme's background inside a rounded outline, 1 pt at rest and
/// 2 pt in the emphasis colour, the weight iOS gives a focused or invalid field.
struct BorderedBox: ViewModifier {
    let emphasis: InputEmphasis
    var cornerRadius: CGFloat = 12
    @Environment(\.theme) private var theme

    func body(content: Content) -> some View {
        let color = emphasis.color(in: theme)
        content
            .background(theme.background, in: RoundedRectangle(cornerRadius: cornerRadius))
            .overlay(
                RoundedRectangle(cornerRadius: cornerRadius)
                    .strokeBorder(color ?? theme.border, lineWidth: color == nil ? 1 : 2)
            )
    }
}

/// The line under an underlined field: 1 pt at rest, 2 pt in the emphasis colour.
struct Underline: View {
    let emphasis: InputEmphasis
    @Environment(\.theme) private var theme

    var body: some View {
        let color = emphasis.color(in: theme)
        Rectangle()
            .fill(color ?? theme.border)
            .frame(height: color == nil ? 1 : 2)
    }
}

/// Dims a whole input when the environment disables it, as iOS dims controls.
struct DisabledDimming: ViewModifier {
    @Environment(\.isEnabled) private var isEnabled

    func body(content: Content) -> some View {
        content.opacity(isEnabled ? 1 : 0.4)
    }
}
