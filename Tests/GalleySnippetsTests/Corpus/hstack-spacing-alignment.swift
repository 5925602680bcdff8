HStack(alignment: .top, spacing: 12) {
    Image(systemName: "person.circle")
        .font(.largeTitle)
    VStack(alignment: .leading) {
        Text("Jane Doe").bold()
        Text("Posted 2h ago").font(.caption)
    }
}
