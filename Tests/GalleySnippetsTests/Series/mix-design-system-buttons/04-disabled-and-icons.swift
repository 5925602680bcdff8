HStack(spacing: 12) {
    Button {
    } label: {
        Label("Upload", systemImage: "arrow.up.doc")
    }
    .buttonStyle(.dsPrimary)

    Button("Disabled") {}
        .buttonStyle(.dsPrimary)
        .disabled(true)
}
.padding()
