/// A `Text` that always uses the app's font, shadowing SwiftUI's.
struct Text: View {
    let content: String

    init(_ content: String) {
        self.content = content
    }

    var body: some View {
        SwiftUI.Text(content)
            .font(.system(.body, design: .rounded))
    }
}

VStack(alignment: .leading) {
    Text("Rounded through our own Text")
    SwiftUI.Text("SwiftUI's Text, unchanged")
}
.padding()
