struct SettingsView: View {
    @AppStorage("username") private var username = "Anonymous"

    var body: some View {
        Text("Welcome, \(username)")
    }
}
