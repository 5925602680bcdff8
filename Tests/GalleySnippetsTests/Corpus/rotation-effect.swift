Text("Rotated")
    .rotationEffect(.degrees(45))
