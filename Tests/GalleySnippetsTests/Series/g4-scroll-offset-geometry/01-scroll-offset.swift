struct ScrollOffsetPreferenceKey: PreferenceKey {
    static var defaultValue: CGFloat = .zero
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
}

struct TrackableScrollView: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        VStack {
            Text("Offset: \(Int(offset))")
                .font(.headline)
            ScrollView {
                VStack(spacing: 12) {
                    ForEach(1...20, id: \.self) { number in
                        Text("Row \(number)")
                            .frame(maxWidth: .infinity)
                            .padding()
                            .background(Color.orange.opacity(0.2))
                    }
                }
                .background(
                    GeometryReader { proxy in
                        Color.clear.preference(
                            key: ScrollOffsetPreferenceKey.self,
                            value: proxy.frame(in: .named("scroll")).minY
                        )
                    }
                )
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(ScrollOffsetPreferenceKey.self) { value in
                offset = value
            }
        }
        .frame(height: 300)
    }
}

TrackableScrollView()
