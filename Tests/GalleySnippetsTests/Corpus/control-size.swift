Button("Large") {}
    .buttonStyle(.bordered)
    .controlSize(.large)
