Text("Custom font")
    .font(.custom("Avenir", size: 20))
