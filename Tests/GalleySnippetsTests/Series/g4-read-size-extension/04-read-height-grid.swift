struct HeightPreferenceKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

extension View {
    func readHeight(_ height: Binding<CGFloat>) -> some View {
        background(
            GeometryReader { proxy in
                Color.clear.preference(key: HeightPreferenceKey.self, value: proxy.size.height)
            }
        )
        .onPreferenceChange(HeightPreferenceKey.self) { height.wrappedValue = $0 }
    }
}

struct PlanColumns: View {
    @State private var tallest: CGFloat = 0

    var body: some View {
        HStack(alignment: .top) {
            Text("Basic\n1 user")
                .readHeight($tallest)
            Text("Team\n5 users\nShared folders\nAdmin tools")
                .readHeight($tallest)
        }
        .padding()
        .overlay(alignment: .bottomTrailing) {
            Text("\(Int(tallest))")
                .font(.caption2)
        }
    }
}

PlanColumns()
