List {
    Text("First")
    Text("Second")
    Text("Third")
}
.frame(height: 200)
