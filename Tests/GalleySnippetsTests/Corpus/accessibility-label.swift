Image(systemName: "gear")
    .accessibilityLabel("Settings")
