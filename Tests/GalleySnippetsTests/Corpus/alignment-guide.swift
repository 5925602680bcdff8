VStack(alignment: .leading) {
    Text("Hello")
    Text("World")
        .alignmentGuide(.leading) { d in d.width / 2 }
}
