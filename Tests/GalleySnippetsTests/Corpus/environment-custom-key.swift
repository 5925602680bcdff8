private struct AccentKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

extension EnvironmentValues {
    var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct Badge: View {
    @Environment(\.accent) var accent

    var body: some View {
        Text("Badge")
            .padding(8)
            .background(accent)
            .foregroundColor(.white)
    }
}

VStack {
    Badge()
    Badge().environment(\.accent, .green)
}
