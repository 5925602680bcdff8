Color.green.opacity(0.5)
    .frame(width: 120, height: 80)
