Circle()
    .fill(Color.orange)
    .frame(width: 64, height: 64)
    .overlay(
        Text("42")
            .font(.title)
            .foregroundColor(.white)
    )
