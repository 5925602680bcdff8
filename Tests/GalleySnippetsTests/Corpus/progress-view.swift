VStack(spacing: 20) {
    ProgressView()
    ProgressView(value: 0.4)
    ProgressView("Downloading", value: 0.7, total: 1.0)
}
.padding()
