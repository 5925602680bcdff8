Text("Moved")
    .offset(x: 20, y: 10)
