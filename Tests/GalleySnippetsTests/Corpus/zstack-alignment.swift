ZStack(alignment: .topTrailing) {
    Rectangle()
        .fill(Color.gray.opacity(0.3))
        .frame(width: 120, height: 120)
    Circle()
        .fill(Color.red)
        .frame(width: 24, height: 24)
}
