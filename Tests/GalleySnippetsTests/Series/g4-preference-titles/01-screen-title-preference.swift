struct ScreenTitleKey: PreferenceKey {
    static var defaultValue: String = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if !next.isEmpty {
            value = next
        }
    }
}

extension View {
    func screenTitle(_ title: String) -> some View {
        preference(key: ScreenTitleKey.self, value: title)
    }
}

struct ScreenContainer<Content: View>: View {
    @State private var title = ""
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title)
                .font(.largeTitle.bold())
            content
        }
        .padding()
        .onPreferenceChange(ScreenTitleKey.self) { newTitle in
            title = newTitle
        }
    }
}

ScreenContainer {
    Text("3 unread messages")
        .screenTitle("Inbox")
}
