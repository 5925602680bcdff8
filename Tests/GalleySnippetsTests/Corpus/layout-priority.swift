HStack {
    Text("Important text that should stay").layoutPriority(1)
    Text("Less important text that can be truncated")
}
.lineLimit(1)
.frame(width: 250)
