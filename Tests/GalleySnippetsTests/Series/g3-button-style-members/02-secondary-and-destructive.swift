struct OutlineButtonStyle: ButtonStyle {
    var color: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding()
            .foregroundColor(color)
            .overlay(
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .stroke(color, lineWidth: 2)
            )
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

extension ButtonStyle where Self == OutlineButtonStyle {
    static var secondary: OutlineButtonStyle { OutlineButtonStyle() }
    static func outline(_ color: Color) -> OutlineButtonStyle { OutlineButtonStyle(color: color) }
}

VStack(spacing: 12) {
    Button("Get started") {}.buttonStyle(.primary)
    Button("I already have an account") {}.buttonStyle(.secondary)
    Button("Delete my data") {}.buttonStyle(.outline(.red))
}
.padding()
