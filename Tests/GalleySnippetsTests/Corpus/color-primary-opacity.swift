Rectangle()
    .fill(Color.primary.opacity(0.1))
    .frame(height: 1)
