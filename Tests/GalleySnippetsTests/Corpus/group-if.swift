let isCompact = true
Group {
    if isCompact {
        VStack {
            Text("A")
            Text("B")
        }
    } else {
        HStack {
            Text("A")
            Text("B")
        }
    }
}
.font(.title)
