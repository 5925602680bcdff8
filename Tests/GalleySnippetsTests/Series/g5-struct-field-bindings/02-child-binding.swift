struct SoundSection: View {
    @Binding var settings: AppSettings

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Play sounds", isOn: $settings.notificationsEnabled)
            Text("Volume \(Int(settings.soundVolume * 100)) %")
            Slider(value: $settings.soundVolume)
        }
    }
}

struct SettingsScreen: View {
    @State private var settings = AppSettings(notificationsEnabled: false, soundVolume: 0.25)

    var body: some View {
        SoundSection(settings: $settings)
            .padding()
    }
}

SettingsScreen()
