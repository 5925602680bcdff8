struct SettingsView: View {
    @State private var isOn = true

    var body: some View {
        Toggle("Airplane Mode", isOn: $isOn)
            .padding()
    }
}
