Text("Bordered")
    .padding()
    .border(Color.black, width: 2)
