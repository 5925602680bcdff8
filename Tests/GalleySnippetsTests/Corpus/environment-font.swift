VStack {
    Text("One")
    Text("Two")
}
.environment(\.font, .headline)
