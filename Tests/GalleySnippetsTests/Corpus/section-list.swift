List {
    Section(header: Text("Fruits")) {
        Text("Apple")
        Text("Banana")
    }
    Section(header: Text("Vegetables")) {
        Text("Carrot")
    }
}
.frame(height: 300)
