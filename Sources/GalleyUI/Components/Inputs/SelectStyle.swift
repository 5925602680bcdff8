/// The data of a select that a ``SelectStyle`` lays out: views for its parts and its
/// state, but no decisions about how it looks.
public struct SelectStyleConfiguration {
    /// The label, " (Optional)" included.
    public let label: InputLabel
    /// The value, or the placeholder in the secondary colour.
    public let value: InputField
    /// A picture of the value, if any.
    public let thumbnail: StyleContent?
    /// The information line, possibly empty.
    public let information: InputInformation
    public let emphasis: InputEmphasis
    public let isOptional: Bool
    let presentValues: Binding<Bool>?

    /// Whether tapping the select presents its values; a stationary select only shows one.
    public var isInteractive: Bool { presentValues != nil }
    /// Whether the list of values is showing.
    public var isPresentingValues: Bool { presentValues?.wrappedValue ?? false }

    /// What a tap does: presents the values.
    public func presentValuesAction() {
        presentValues?.wrappedValue = true
    }
}

/// The look of selects; the built-in styles are `.bordered` and `.underlined`.
public protocol SelectStyle {
    associatedtype Body: View
    typealias Configuration = SelectStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == SelectStyleConfiguration {
    init<S: SelectStyle>(_ style: S) {
        self.init(style) { $0.makeBody(configuration: $1) }
    }
}

extension SelectStyleConfiguration: StyleConfigurationDefaults {
    // Made per use: a style holds `@Environment` boxes that each rendering fills in.
    static var defaultStyle: AnyStyle<Self> { AnyStyle(BorderedSelectStyle()) }
}

extension View {
    /// Sets the style of every ``Select`` inside this view.
    public func selectStyle<S: SelectStyle>(_ style: S) -> some View {
        self.style(AnyStyle(style))
    }
}
