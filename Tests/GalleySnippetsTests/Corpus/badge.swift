TabView {
    Text("Inbox")
        .tabItem { Label("Inbox", systemImage: "tray") }
        .badge(3)
}
