HStack {
    Text("Visible")
    Text("Hidden").hidden()
}
