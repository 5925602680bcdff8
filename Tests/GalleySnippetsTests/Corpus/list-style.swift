List {
    Text("Grouped")
    Text("Rows")
}
.listStyle(.insetGrouped)
.frame(height: 200)
