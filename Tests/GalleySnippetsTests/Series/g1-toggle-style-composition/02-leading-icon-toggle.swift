struct LeadingIconToggleStyle: ToggleStyle {
    let systemImage: String

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: systemImage)
                .foregroundStyle(.tint)
            Toggle(configuration)
        }
    }
}

struct NotificationSettings: View {
    @State private var push = true
    @State private var email = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Push notifications", isOn: $push)
                .toggleStyle(LeadingIconToggleStyle(systemImage: "bell"))
            Toggle("Email digest", isOn: $email)
                .toggleStyle(LeadingIconToggleStyle(systemImage: "envelope"))
        }
        .toggleStyle(CheckboxToggleStyle())
        .padding()
    }
}

NotificationSettings()
