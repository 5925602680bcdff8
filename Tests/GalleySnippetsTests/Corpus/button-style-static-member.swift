struct PillButtonStyle: ButtonStyle {
    var color: Color = .green

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .background(color)
            .foregroundColor(.white)
            .clipShape(Capsule())
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    static var pill: PillButtonStyle { PillButtonStyle() }
}

Button("Pill") {}
    .buttonStyle(.pill)
