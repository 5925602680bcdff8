Button("Capsule") {}
    .buttonStyle(.bordered)
    .buttonBorderShape(.capsule)
