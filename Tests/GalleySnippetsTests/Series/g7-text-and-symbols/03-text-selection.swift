VStack(alignment: .leading, spacing: 8) {
    Text("Order number")
        .font(.caption)
        .foregroundStyle(.secondary)
    Text("A7F-2291-QX")
        .font(.title3.monospaced())
        .textSelection(.enabled)
}
.padding()
