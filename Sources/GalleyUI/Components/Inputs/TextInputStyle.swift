/// The data of a text input that a ``TextInputStyle`` lays out.
public struct TextInputStyleConfiguration {
    /// The label, " (Optional)" included.
    public let label: InputLabel
    /// The text, or the placeholder in the secondary colour.
    public let field: InputField
    /// A symbol before the text, if any.
    public let thumbnail: StyleContent?
    /// The information line, possibly empty.
    public let information: InputInformation
    public let emphasis: InputEmphasis
    public let isOptional: Bool
}

/// The look of text inputs; the built-in styles are `.bordered` and `.underlined`.
public protocol TextInputStyle {
    associatedtype Body: View
    typealias Configuration = TextInputStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == TextInputStyleConfiguration {
    init<S: TextInputStyle>(_ style: S) {
        self.init(style) { $0.makeBody(configuration: $1) }
    }
}

extension TextInputStyleConfiguration: StyleConfigurationDefaults {
    // Made per use: a style holds `@Environment` boxes that each rendering fills in.
    static var defaultStyle: AnyStyle<Self> { AnyStyle(BorderedTextInputStyle()) }
}

extension View {
    /// Sets the style of every ``TextInput`` inside this view.
    public func textInputStyle<S: TextInputStyle>(_ style: S) -> some View {
        self.style(AnyStyle(style))
    }
}
