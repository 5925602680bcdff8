VStack {
    Text("Above")
    Divider()
    Text("Below")
}
