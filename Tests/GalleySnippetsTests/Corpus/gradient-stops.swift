Rectangle()
    .fill(
        LinearGradient(
            stops: [
                .init(color: .red, location: 0),
                .init(color: .yellow, location: 0.5),
                .init(color: .green, location: 1),
            ], startPoint: .leading, endPoint: .trailing)
    )
    .frame(height: 40)
