VStack {
    Text("One")
    Text("Two")
}
.compositingGroup()
.opacity(0.5)
