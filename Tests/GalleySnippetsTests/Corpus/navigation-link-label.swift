NavigationView {
    NavigationLink(destination: Text("Detail")) {
        Label("Show detail", systemImage: "info.circle")
    }
}
