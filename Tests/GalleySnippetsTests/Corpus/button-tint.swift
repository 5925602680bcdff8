Button("Tinted") {}
    .buttonStyle(.borderedProminent)
    .tint(.pink)
