Button("Save") {}
    .keyboardShortcut("s", modifiers: .command)
