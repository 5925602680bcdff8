Text("Shadow")
    .padding()
    .background(Color.white)
    .shadow(radius: 5)
