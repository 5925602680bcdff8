Rectangle()
    .fill(Color.green)
    .frame(width: 50, height: 50)
    .rotationEffect(Angle(degrees: 30))
