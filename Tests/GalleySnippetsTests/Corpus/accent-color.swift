Button("Accent") {}
    .accentColor(.green)
