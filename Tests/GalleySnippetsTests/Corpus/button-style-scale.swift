struct ScaleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.orange))
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

Button("Press me") {}
    .buttonStyle(ScaleButtonStyle())
