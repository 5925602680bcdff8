Text("Padded")
    .padding(.horizontal, 24)
    .padding(.vertical, 8)
    .background(Color.yellow)
