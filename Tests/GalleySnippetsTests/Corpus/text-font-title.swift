Text("Welcome")
    .font(.largeTitle)
    .bold()
