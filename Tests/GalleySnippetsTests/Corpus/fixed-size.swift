Text("This text will not wrap even if it is long")
    .fixedSize()
    .frame(width: 100)
