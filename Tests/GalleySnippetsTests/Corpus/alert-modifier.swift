struct ContentView: View {
    @State private var showAlert = false

    var body: some View {
        Button("Delete") { showAlert = true }
            .alert("Are you sure?", isPresented: $showAlert) {
                Button("Delete", role: .destructive) {}
            }
    }
}
