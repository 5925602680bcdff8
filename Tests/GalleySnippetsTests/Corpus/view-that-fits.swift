ViewThatFits {
    HStack {
        Text("Wide layout")
        Text("with two parts")
    }
    Text("Narrow")
}
.frame(width: 100)
