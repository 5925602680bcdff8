Text("Underlined").underline()
    .padding()
