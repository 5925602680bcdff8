NavigationStack {
    List {
        NavigationLink("Profile", destination: Text("Profile"))
        NavigationLink("Settings", destination: Text("Settings"))
    }
    .navigationTitle("Home")
}
