Color.blue
    .frame(width: 100, height: 100)
