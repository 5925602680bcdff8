Text("Insets")
    .padding(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    .border(Color.blue)
