Text("Styled")
    .bold()
    .italic()
