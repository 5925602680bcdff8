List {
    Text("Compact row")
    Text("Another compact row")
    Text("Third row")
}
.environment(\.defaultMinListRowHeight, 28)
.frame(height: 160)
