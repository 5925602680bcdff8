Button("Delete", role: .destructive) {}
    .buttonStyle(.bordered)
