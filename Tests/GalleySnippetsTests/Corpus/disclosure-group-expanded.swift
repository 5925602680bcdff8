struct ContentView: View {
    @State private var isExpanded = true

    var body: some View {
        DisclosureGroup("Details", isExpanded: $isExpanded) {
            Text("Hidden content")
        }
        .padding()
    }
}
