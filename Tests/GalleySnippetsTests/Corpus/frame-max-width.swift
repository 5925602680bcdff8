Text("Full width")
    .frame(maxWidth: .infinity)
    .padding()
    .background(Color.gray.opacity(0.2))
