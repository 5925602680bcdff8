LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    .frame(width: 200, height: 60)
    .mask(
        Text("Masked")
            .font(.largeTitle)
            .bold()
    )
