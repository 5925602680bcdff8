Rectangle()
    .fill(Color.black)
    .frame(width: 100, height: 4)
