Text("Centered text that wraps across lines in a narrow frame")
    .multilineTextAlignment(.center)
    .frame(width: 160)
