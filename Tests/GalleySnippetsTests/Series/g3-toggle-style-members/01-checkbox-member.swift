struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                .resizable()
                .frame(width: 22, height: 22)
                .foregroundColor(configuration.isOn ? .purple : .gray)
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

extension ToggleStyle where Self == CheckboxStyle {
    static var checkmark: CheckboxStyle { .init() }
}

struct TodoRow: View {
    @State private var done = false

    var body: some View {
        Toggle("Water the plants", isOn: $done)
            .toggleStyle(.checkmark)
    }
}

TodoRow()
