HStack(alignment: .firstTextBaseline) {
    Text("42").font(.largeTitle)
    Text("points").font(.caption)
}
