Text("This is a very long line of text that will be truncated after one line")
    .lineLimit(1)
    .frame(width: 200)
