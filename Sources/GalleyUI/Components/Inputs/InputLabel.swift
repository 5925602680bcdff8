/// The label above an input, with " (Optional)" appended for optional inputs.
///
/// One of the unstyled building blocks every input shares: it carries the wording
/// rules, while each style chooses its font and colour.
public struct InputLabel: View {
    /// The text shown, including the optional marker; nil when there is no label.
    public let text: String?

    /// A label reading `label`, or `label (Optional)`.
    public init(_ label: String?, optional: Bool = false) {
        guard let label, !label.isEmpty else {
            text = nil
            return
        }
        text = optional ? label + " (Optional)" : label
    }

    public var body: some View {
        if let text {
            Text(verbatim: text)
        }
    }
}
