Text("Big")
    .scaleEffect(1.5)
