struct SizePreferenceKey: PreferenceKey {
    static var defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {}
}

extension View {
    func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
        background(
            GeometryReader { geometryProxy in
                Color.clear
                    .preference(key: SizePreferenceKey.self, value: geometryProxy.size)
            }
        )
        .onPreferenceChange(SizePreferenceKey.self, perform: onChange)
    }
}

struct SizeReadingDemo: View {
    @State private var size: CGSize = .zero

    var body: some View {
        VStack(spacing: 8) {
            Text("Hello, size!")
                .font(.largeTitle)
                .readSize { newSize in
                    size = newSize
                }
            Text("\(Int(size.width)) × \(Int(size.height)) points")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

SizeReadingDemo()
