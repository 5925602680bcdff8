Image(systemName: "moon.circle.fill")
    .resizable()
    .scaledToFit()
    .frame(width: 80, height: 80)
