Color.blue
    .frame(width: 80, height: 80)
    .clipShape(Circle())
