Text("First line\nSecond line\nThird line")
    .lineSpacing(10)
