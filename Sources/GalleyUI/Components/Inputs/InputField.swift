/// The value of an input on one line: the value in the theme's content colour, or
/// the placeholder in its secondary colour when there is no value.
///
/// Unstyled apart from those colours: the style around it sets the font and decides
/// whether it stretches.
public struct InputField: View {
    /// The value shown; nil or empty shows the placeholder.
    public let value: String?
    /// Shown, dimmed, while there is no value.
    public let placeholder: String?
    @Environment(\.theme) private var theme

    /// A field showing `value`, or `placeholder` when the value is nil or empty.
    public init(value: String?, placeholder: String?) {
        self.value = value
        self.placeholder = placeholder
    }

    /// Whether the placeholder is showing.
    public var isShowingPlaceholder: Bool { value?.isEmpty ?? true }

    public var body: some View {
        Group {
            if let value, !value.isEmpty {
                Text(verbatim: value).foregroundStyle(theme.content)
            } else {
                // A single space keeps the line's height when there is no placeholder.
                Text(verbatim: placeholder ?? " ").foregroundStyle(theme.secondaryContent)
            }
        }
        .lineLimit(1)
    }
}
