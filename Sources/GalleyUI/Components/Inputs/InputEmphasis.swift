/// How strongly an input calls for attention, and why: the label, outline and
/// information of a ``Select``, ``TextInput`` or ``MoneyInput`` take the matching
/// colour of the ``Theme``.
public enum InputEmphasis: Hashable, Sendable, CaseIterable {
    /// At rest: no status colour.
    case neutral
    /// Allowed but worth a second look.
    case warning
    /// Not accepted; the information says why.
    case negative
    /// Validated.
    case positive

    /// The status colour, or nil for ``neutral``.
    public func color(in theme: Theme) -> Color? {
        switch self {
        case .neutral: nil
        case .warning: theme.warning
        case .negative: theme.negative
        case .positive: theme.positive
        }
    }

    /// The symbol shown before the information text, so that the status does not
    /// depend on colour alone (WCAG 1.4.1).
    var symbolName: String? {
        switch self {
        case .neutral: nil
        case .warning: "exclamationmark.triangle.fill"
        case .negative: "exclamationmark.circle.fill"
        case .positive: "checkmark.circle.fill"
        }
    }

    /// What the symbol says, for the description of a picture.
    var spokenName: String {
        switch self {
        case .neutral: ""
        case .warning: "Warning"
        case .negative: "Error"
        case .positive: "Success"
        }
    }
}
