Button(action: { print("Saved") }) {
    Label("Save", systemImage: "square.and.arrow.down")
}
