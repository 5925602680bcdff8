enum DSButtonVariant {
    case primary, secondary, tertiary, destructive
}

enum DSButtonSize {
    case small, medium, large

    var verticalPadding: CGFloat {
        switch self {
        case .small: 6
        case .medium: 10
        case .large: 14
        }
    }

    var font: Font {
        switch self {
        case .small: .footnote.weight(.semibold)
        case .medium: .body.weight(.semibold)
        case .large: .title3.weight(.semibold)
        }
    }
}

struct DSButtonStyle: ButtonStyle {
    var variant: DSButtonVariant = .primary
    var size: DSButtonSize = .medium
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(size.font)
            .padding(.vertical, size.verticalPadding)
            .padding(.horizontal, size.verticalPadding * 2)
            .foregroundColor(foreground)
            .background(background(pressed: configuration.isPressed), in: RoundedRectangle(cornerRadius: 10))
            .overlay {
                if variant == .secondary {
                    RoundedRectangle(cornerRadius: 10).strokeBorder(Color.accentColor, lineWidth: 1.5)
                }
            }
            .opacity(isEnabled ? 1 : 0.4)
    }

    private var foreground: Color {
        switch variant {
        case .primary, .destructive: .white
        case .secondary, .tertiary: .accentColor
        }
    }

    private func background(pressed: Bool) -> Color {
        switch variant {
        case .primary: Color.accentColor.opacity(pressed ? 0.8 : 1)
        case .destructive: Color.red.opacity(pressed ? 0.8 : 1)
        case .secondary, .tertiary: Color.clear
        }
    }
}

Button("Primary") {}
    .buttonStyle(DSButtonStyle())
