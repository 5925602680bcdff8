VStack(alignment: .leading, spacing: 4) {
    Text("Title").font(.headline)
    Text("Subtitle").font(.subheadline).foregroundColor(.secondary)
}
