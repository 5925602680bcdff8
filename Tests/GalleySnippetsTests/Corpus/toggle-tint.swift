Toggle("Tinted", isOn: .constant(true))
    .tint(.orange)
    .padding()
