NavigationStack {
    List {
        NavigationLink("Ada Lovelace", value: "555-0101")
        NavigationLink("Grace Hopper", value: "555-0102")
        NavigationLink {
            Text("Settings")
        } label: {
            Label("Settings", systemImage: "gear")
        }
    }
    .navigationDestination(for: String.self) { phone in
        Text(phone)
    }
    .navigationTitle("Favourites")
}
.frame(height: 280)
