struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundStyle(configuration.isOn ? Color.accentColor : .secondary)
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

struct TermsView: View {
    @State private var accepted = true

    var body: some View {
        Toggle("I accept the terms and conditions", isOn: $accepted)
            .toggleStyle(CheckboxToggleStyle())
            .padding()
    }
}

TermsView()
