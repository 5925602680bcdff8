Image(systemName: "heart")
    .renderingMode(.template)
    .foregroundColor(.pink)
    .font(.largeTitle)
