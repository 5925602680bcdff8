TabView {
    Text("Home")
        .tabItem {
            Label("Home", systemImage: "house.fill")
        }
    Text("Settings")
        .tabItem {
            Label("Settings", systemImage: "gear")
        }
}
