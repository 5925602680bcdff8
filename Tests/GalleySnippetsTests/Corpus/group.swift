VStack {
    Group {
        Text("One")
        Text("Two")
    }
    .font(.headline)
    Text("Three")
}
