Text("12:45")
    .font(.system(.title, design: .monospaced))
