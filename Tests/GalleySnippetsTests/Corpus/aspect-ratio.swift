Color.purple
    .aspectRatio(16 / 9, contentMode: .fit)
    .frame(width: 160)
