Link(destination: URL(string: "https://swift.org")!) {
    Label("Swift.org", systemImage: "link")
}
