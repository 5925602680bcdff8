List {
    Text("Edge to edge")
        .listRowInsets(EdgeInsets())
}
.frame(height: 100)
