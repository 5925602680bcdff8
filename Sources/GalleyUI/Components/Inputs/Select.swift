/// A field that shows a choice and opens a list of values when tapped, drawn by the
/// environment's ``SelectStyle``.
///
/// ```swift
/// Select(
///     label: "Country",
///     placeholder: "Choose a country",
///     value: "Portugal",
///     thumbnail: Image(systemName: "globe"),
///     information: "Where you pay taxes.",
///     presentValues: $showsCountries
/// )
/// .selectStyle(.underlined)
/// ```
///
/// The select only collects data: it has no look of its own. Without a
/// `presentValues` binding it is stationary, a read-only value without a chevron.
public struct Select: View {
    let label: String?
    let placeholder: String?
    let value: String?
    let thumbnail: AnyView?
    let information: String?
    let emphasis: InputEmphasis
    let isOptional: Bool
    let presentValues: Binding<Bool>?

    /// A select.
    ///
    /// - Parameters:
    ///   - label: Above the field; " (Optional)" is appended when `optional`.
    ///   - placeholder: Shown in the secondary colour while `value` is nil.
    ///   - value: The chosen value.
    ///   - thumbnail: A picture of the value, before it.
    ///   - information: A hint or a message under the field.
    ///   - emphasis: The status the label, outline and information show.
    ///   - optional: Whether a value may be left out.
    ///   - presentValues: Set to true when the user taps the field to see the values.
    public init(
        label: String? = nil, placeholder: String? = nil, value: String? = nil,
        thumbnail: Image? = nil, information: String? = nil, emphasis: InputEmphasis = .neutral,
        optional: Bool = false, presentValues: Binding<Bool>? = nil
    ) {
        self.init(
            label: label, placeholder: placeholder, value: value,
            thumbnailView: thumbnail.map { AnyView($0) }, information: information,
            emphasis: emphasis, optional: optional, presentValues: presentValues)
    }

    /// A select whose thumbnail is any view (a currency badge in ``MoneyInput``).
    init(
        label: String?, placeholder: String?, value: String?, thumbnailView: AnyView?,
        information: String?, emphasis: InputEmphasis, optional: Bool,
        presentValues: Binding<Bool>?
    ) {
        self.label = label
        self.placeholder = placeholder
        self.value = value
        self.thumbnail = thumbnailView
        self.information = information
        self.emphasis = emphasis
        self.isOptional = optional
        self.presentValues = presentValues
    }

    public var body: some View {
        StyledBody(
            configuration: SelectStyleConfiguration(
                label: InputLabel(label, optional: isOptional),
                value: InputField(value: value, placeholder: placeholder),
                thumbnail: thumbnail.map { StyleContent($0) },
                information: InputInformation(information),
                emphasis: emphasis,
                isOptional: isOptional,
                presentValues: presentValues))
    }
}
