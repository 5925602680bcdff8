Button(action: {}) {
    HStack {
        Image(systemName: "plus.circle.fill")
        Text("Add item")
    }
}
.buttonStyle(PlainButtonStyle())
