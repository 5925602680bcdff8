/// The standard modal card: a centred headline and message over full-width action
/// buttons, 24 pt inside a raised rounded rectangle with 20 pt corners.
///
/// The actions sit side by side (secondary on the left, as iOS alerts put Cancel)
/// when both labels fit on one line, and stack with the primary action on top when
/// they do not: a `ViewThatFits` tries the row first.
public struct DefaultModalCardStyle: ModalCardStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 20) {
            VStack(spacing: 6) {
                configuration.title
                    .font(.headline)
                    .foregroundStyle(.primary)
                if let message = configuration.message {
                    message
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .multilineTextAlignment(.center)
            .accessibilityIdentifier("ModalCard.text")
            actions(configuration)
                .buttonStyle(ModalActionButtonStyle())
        }
        .padding(24)
        .frame(maxWidth: .infinity)
        .background(
            RoundedRectangle(cornerRadius: 20)
                .fill(Color(.secondarySystemGroupedBackground))
                .shadow(color: .black.opacity(0.15), radius: 16, x: 0, y: 6)
        )
    }

    @ViewBuilder
    private func actions(_ configuration: Configuration) -> some View {
        if let secondary = configuration.secondaryAction {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) {
                    secondary
                    configuration.primaryAction
                }
                .accessibilityIdentifier("ModalCard.row")
                VStack(spacing: 8) {
                    configuration.primaryAction
                    secondary
                }
                .accessibilityIdentifier("ModalCard.column")
            }
        } else {
            configuration.primaryAction
        }
    }
}

extension ModalCardStyle where Self == DefaultModalCardStyle {
    /// The standard modal card.
    public static var automatic: DefaultModalCardStyle { DefaultModalCardStyle() }
}

/// The buttons of a modal card: full width, 44 pt tall with body text, semibold
/// white on the accent (or, destructive, on the theme's negative colour); Cancel in
/// the text colour on a grey fill, so the action the card is about stands out.
struct ModalActionButtonStyle: ButtonStyle {
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(configuration.role == .cancel ? .regular : .semibold))
            .lineLimit(1)
            .foregroundStyle(configuration.role == .cancel ? theme.content : Color.white)
            .padding(.horizontal, 16)
            .padding(.vertical, 11.5)
            .frame(maxWidth: .infinity)
            .background(fill(for: configuration.role), in: RoundedRectangle(cornerRadius: 12))
            .opacity(isEnabled ? 1 : 0.4)
    }

    private func fill(for role: ButtonRole?) -> Color {
        switch role {
        case .destructive?: theme.negative
        case .cancel?: Color(.tertiarySystemFill)
        default: theme.accent
        }
    }
}
