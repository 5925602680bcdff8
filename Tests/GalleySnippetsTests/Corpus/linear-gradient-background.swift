Text("Gradient")
    .font(.largeTitle.bold())
    .padding()
    .background(LinearGradient(colors: [.pink, .yellow], startPoint: .leading, endPoint: .trailing))
