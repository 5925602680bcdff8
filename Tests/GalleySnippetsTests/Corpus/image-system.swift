Image(systemName: "star.fill")
    .foregroundColor(.yellow)
    .font(.largeTitle)
