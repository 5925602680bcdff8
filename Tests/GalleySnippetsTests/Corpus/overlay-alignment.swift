Image(systemName: "bell.fill")
    .font(.largeTitle)
    .overlay(alignment: .topTrailing) {
        Circle()
            .fill(Color.red)
            .frame(width: 12, height: 12)
    }
