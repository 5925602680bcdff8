struct NotificationSettings: View {
    @State private var sound = true
    @State private var badges = false

    var body: some View {
        Form {
            Section(header: Text("Alerts")) {
                Toggle("Sound", isOn: $sound)
                Toggle("Badges", isOn: $badges)
            }
        }
        .frame(height: 220)
    }
}
