let emphasized = true
Text("Ternary")
    .font(emphasized ? .headline : .body)
    .foregroundColor(emphasized ? .primary : .secondary)
