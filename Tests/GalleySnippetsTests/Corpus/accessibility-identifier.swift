Text("Tested")
    .accessibilityIdentifier("title")
