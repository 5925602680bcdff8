/// A labelled field for text, drawn by the environment's ``TextInputStyle``; it
/// speaks the same vocabulary as ``Select``: label, placeholder, value, thumbnail,
/// information, emphasis and optional.
///
/// ```swift
/// TextInput(
///     label: "Email",
///     text: $email,
///     placeholder: "name@example.com",
///     information: "We'll send the receipt here.",
///     emphasis: .negative
/// )
/// ```
public struct TextInput: View {
    let label: String?
    let text: Binding<String>
    let placeholder: String?
    let thumbnail: Image?
    let information: String?
    let emphasis: InputEmphasis
    let isOptional: Bool

    /// A text input.
    ///
    /// - Parameters:
    ///   - label: Above the field; " (Optional)" is appended when `optional`.
    ///   - text: The text the user typed.
    ///   - placeholder: Shown in the secondary colour while `text` is empty.
    ///   - thumbnail: A symbol before the text (a magnifying glass, an envelope).
    ///   - information: A hint or a message under the field.
    ///   - emphasis: The status the label, outline and information show.
    ///   - optional: Whether the field may be left empty.
    public init(
        label: String? = nil, text: Binding<String>, placeholder: String? = nil,
        thumbnail: Image? = nil, information: String? = nil, emphasis: InputEmphasis = .neutral,
        optional: Bool = false
    ) {
        self.label = label
        self.text = text
        self.placeholder = placeholder
        self.thumbnail = thumbnail
        self.information = information
        self.emphasis = emphasis
        self.isOptional = optional
    }

    public var body: some View {
        StyledBody(
            configuration: TextInputStyleConfiguration(
                label: InputLabel(label, optional: isOptional),
                field: InputField(value: text.wrappedValue, placeholder: placeholder),
                thumbnail: thumbnail.map { StyleContent($0) },
                information: InputInformation(information),
                emphasis: emphasis,
                isOptional: isOptional))
    }
}
