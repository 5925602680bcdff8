Button("Disabled") {}
    .buttonStyle(.borderedProminent)
    .disabled(true)
