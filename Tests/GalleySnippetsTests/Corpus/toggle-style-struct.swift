struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
            configuration.label
        }
    }
}

Toggle("Remember me", isOn: .constant(true))
    .toggleStyle(CheckboxToggleStyle())
