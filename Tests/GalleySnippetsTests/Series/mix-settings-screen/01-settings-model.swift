final class SettingsStore: ObservableObject {
    @Published var isDarkMode = false
    @Published var notificationsEnabled = true
    @Published var fontScale = 1.0
    @Published var language = "English"

    let languages = ["English", "Français", "日本語"]
}

struct SettingsView: View {
    @StateObject private var store = SettingsStore()

    var body: some View {
        Form {
            Section("Appearance") {
                Toggle("Dark mode", isOn: $store.isDarkMode)
                Slider(value: $store.fontScale, in: 0.8...1.4) {
                    Text("Text size")
                }
            }
            Section("General") {
                Picker("Language", selection: $store.language) {
                    ForEach(store.languages, id: \.self) { Text($0) }
                }
                Toggle("Notifications", isOn: $store.notificationsEnabled)
            }
        }
        .frame(height: 360)
    }
}

SettingsView()
