Picker("Color", selection: .constant("Red")) {
    Text("Red").tag("Red")
    Text("Green").tag("Green")
}
