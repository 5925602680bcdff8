Capsule()
    .fill(Color.mint)
    .frame(width: 120, height: 40)
