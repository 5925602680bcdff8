/// The information line under an input: a hint, or why a value was not accepted.
/// Shows nothing when there is no information.
public struct InputInformation: View {
    /// The text, nil or non-empty.
    public let text: String?

    /// Information reading `text`; an empty string counts as none.
    public init(_ text: String?) {
        self.text = text.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether there is nothing to show.
    public var isEmpty: Bool { text == nil }

    public var body: some View {
        if let text {
            Text(verbatim: text)
        }
    }
}
