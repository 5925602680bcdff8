struct Theme {
    var primary: Color
    var background: Color
    var cornerRadius: CGFloat

    static let standard = Theme(primary: .blue, background: Color.blue.opacity(0.1), cornerRadius: 12)
    static let sunset = Theme(primary: .orange, background: Color.orange.opacity(0.15), cornerRadius: 20)
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.standard
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

struct ThemedBadge: View {
    @Environment(\.theme) private var theme
    let text: String

    var body: some View {
        Text(text)
            .font(.subheadline.bold())
            .foregroundColor(theme.primary)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(theme.background, in: RoundedRectangle(cornerRadius: theme.cornerRadius))
    }
}

HStack {
    ThemedBadge(text: "Default")
    ThemedBadge(text: "Sunset")
        .environment(\.theme, .sunset)
}
