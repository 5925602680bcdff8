Text("Custom size")
    .font(.system(size: 28, weight: .semibold, design: .rounded))
