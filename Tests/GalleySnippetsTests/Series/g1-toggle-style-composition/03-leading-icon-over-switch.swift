struct WifiRow: View {
    @State private var isOn = true

    var body: some View {
        Toggle("Wi-Fi", isOn: $isOn)
            .toggleStyle(LeadingIconToggleStyle(systemImage: "wifi"))
            .toggleStyle(.switch)
            .padding()
    }
}

WifiRow()
