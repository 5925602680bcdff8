Text("Secondary")
    .foregroundStyle(.secondary)
