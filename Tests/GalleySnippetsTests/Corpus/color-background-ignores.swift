ZStack {
    Color.yellow.ignoresSafeArea()
    Text("Sunny")
}
