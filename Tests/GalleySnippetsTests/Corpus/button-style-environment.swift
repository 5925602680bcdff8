struct OutlineButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .overlay(
                Capsule().stroke(isEnabled ? Color.blue : Color.gray, lineWidth: 2)
            )
            .foregroundColor(isEnabled ? .blue : .gray)
    }
}

VStack {
    Button("Enabled") {}.buttonStyle(OutlineButtonStyle())
    Button("Disabled") {}.buttonStyle(OutlineButtonStyle()).disabled(true)
}
