Form {
    Section {
        Toggle("Notifications", isOn: .constant(true))
    } header: {
        Text("Settings")
    } footer: {
        Text("You can change this later.")
    }
}
.frame(height: 240)
