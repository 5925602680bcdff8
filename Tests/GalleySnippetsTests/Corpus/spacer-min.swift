HStack {
    Text("A")
    Spacer(minLength: 40)
    Text("B")
}
