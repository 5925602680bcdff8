VStack(alignment: .leading) {
    Text("Loading title")
    Text("Loading subtitle")
}
.redacted(reason: .placeholder)
