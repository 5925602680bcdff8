struct MaxWidthPreferenceKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct EqualWidthButtons: View {
    @State private var buttonWidth: CGFloat?

    var body: some View {
        VStack(spacing: 12) {
            ForEach(["OK", "Cancel", "Remind me later"], id: \.self) { title in
                Button(title) {}
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                    .background(
                        GeometryReader { proxy in
                            Color.clear.preference(key: MaxWidthPreferenceKey.self, value: proxy.size.width)
                        }
                    )
                    .frame(width: buttonWidth)
                    .background(Color.blue.opacity(0.15), in: Capsule())
            }
            Text("Widest: \(Int(buttonWidth ?? 0)) pt")
                .font(.caption)
        }
        .onPreferenceChange(MaxWidthPreferenceKey.self) { width in
            buttonWidth = width
        }
    }
}

EqualWidthButtons()
