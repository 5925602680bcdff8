struct AppSettings {
    var notificationsEnabled = true
    var soundVolume = 0.7
    var username = "jappleseed"
}

struct SettingsForm: View {
    @State private var settings = AppSettings()

    var body: some View {
        Form {
            Toggle("Notifications", isOn: $settings.notificationsEnabled)
            Slider(value: $settings.soundVolume, in: 0...1)
            TextField("Username", text: $settings.username)
        }
        .frame(height: 260)
    }
}

SettingsForm()
