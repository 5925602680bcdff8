struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            if configuration.isPressed {
                Image(systemName: "hand.tap")
            }
        }
        .padding()
        .background(Color.gray.opacity(0.2))
    }
}

Button("Press") {}.buttonStyle(PressableStyle())
