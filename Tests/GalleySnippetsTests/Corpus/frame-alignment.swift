Text("Top leading")
    .frame(width: 200, height: 100, alignment: .topLeading)
    .border(Color.red)
