Circle()
    .fill(Color.green)
    .frame(width: 80, height: 80)
