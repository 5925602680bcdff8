extension View {
    func theme(_ theme: Theme) -> some View {
        environment(\.theme, theme)
    }
}

struct ThemedScreen: View {
    @Environment(\.theme) var theme

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Weekly summary")
                .font(.title2.bold())
                .foregroundColor(theme.primary)
            HStack {
                ThemedBadge(text: "12 runs")
                ThemedBadge(text: "48 km")
            }
        }
        .padding()
        .background(theme.background)
    }
}

VStack(spacing: 0) {
    ThemedScreen()
    ThemedScreen()
        .theme(.sunset)
}
