struct LinksView: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Link("Swift.org", destination: URL(string: "https://swift.org")!)
            Button("Open documentation") {
                if let url = URL(string: "https://developer.apple.com/documentation/swiftui") {
                    openURL(url)
                }
            }
            Text("Read the [release notes](https://example.com/notes).")
        }
        .environment(\.openURL, OpenURLAction { url in
            print("Opening \(url) in the in-app browser")
            return .handled
        })
        .padding()
    }
}

LinksView()
