struct TabBoundsKey: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGRect>] = [:]

    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct UnderlinedTabs: View {
    let tabs = ["Featured", "Top charts", "Categories"]
    @State private var selected = 1

    var body: some View {
        HStack(spacing: 24) {
            ForEach(tabs.indices, id: \.self) { index in
                Text(tabs[index])
                    .fontWeight(index == selected ? .semibold : .regular)
                    .anchorPreference(key: TabBoundsKey.self, value: .bounds) { [index: $0] }
                    .onTapGesture { selected = index }
            }
        }
        .padding()
        .overlayPreferenceValue(TabBoundsKey.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[selected] {
                    let rect = proxy[anchor]
                    Capsule()
                        .fill(Color.accentColor)
                        .frame(width: rect.width, height: 3)
                        .offset(x: rect.minX, y: rect.maxY + 4)
                }
            }
        }
    }
}

UnderlinedTabs()
