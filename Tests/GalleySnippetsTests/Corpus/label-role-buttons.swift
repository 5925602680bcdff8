HStack {
    Button("Cancel", role: .cancel) {}
    Button(role: .destructive) {
        print("delete")
    } label: {
        Label("Delete", systemImage: "trash")
    }
}
.buttonStyle(.bordered)
