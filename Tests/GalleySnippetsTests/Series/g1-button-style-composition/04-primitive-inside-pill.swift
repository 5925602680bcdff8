// `Button(configuration)` inside the primitive style is drawn by the pill style set outside.
VStack(spacing: 12) {
    Button("Archive") {}
        .buttonStyle(DoubleTapButtonStyle())
    Button("Archive all") {}
}
.buttonStyle(PillButtonStyle(color: .teal))
.padding()
