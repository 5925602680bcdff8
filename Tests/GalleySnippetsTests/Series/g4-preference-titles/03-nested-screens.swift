// The innermost title wins, as with navigationTitle.
ScreenContainer {
    VStack(alignment: .leading) {
        Text("Settings body")
        Text("Nested")
            .screenTitle("Notifications")
    }
    .screenTitle("Settings")
}
