Text("Warning")
    .foregroundColor(.red)
    .font(.headline)
