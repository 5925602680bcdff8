struct PowerToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            Image(systemName: "power")
                .font(.title)
                .frame(width: 64, height: 64)
                .background(configuration.isOn ? Color.green : Color.gray.opacity(0.3), in: Circle())
                .foregroundStyle(.white)
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
                .font(.caption)
        }
    }
}

struct PowerPanel: View {
    @State private var heater = true
    @State private var lights = false

    var body: some View {
        HStack(spacing: 32) {
            Toggle("Heater", isOn: $heater)
            Toggle("Lights", isOn: $lights)
        }
        .toggleStyle(PowerToggleStyle())
    }
}

PowerPanel()
