Circle()
    .strokeBorder(Color.red, lineWidth: 6)
    .frame(width: 80, height: 80)
