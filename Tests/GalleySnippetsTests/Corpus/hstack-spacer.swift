HStack {
    Text("Left")
    Spacer()
    Text("Right")
}
.padding()
