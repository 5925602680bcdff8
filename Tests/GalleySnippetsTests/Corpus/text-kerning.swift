Text("SPACED OUT")
    .kerning(4)
    .font(.caption)
