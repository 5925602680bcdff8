NavigationView {
    Text("Content")
        .navigationTitle("Title")
        .toolbar {
            Button("Edit") {}
        }
}
