struct BarProgressStyle: ProgressViewStyle {
    var color: Color = .purple
    var height: Double = 16

    func makeBody(configuration: Configuration) -> some View {
        let progress = configuration.fractionCompleted ?? 0.0

        return GeometryReader { geometry in
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: height / 2)
                    .fill(Color.gray.opacity(0.2))
                RoundedRectangle(cornerRadius: height / 2)
                    .fill(color)
                    .frame(width: geometry.size.width * progress)
            }
        }
        .frame(height: height)
    }
}

extension ProgressViewStyle where Self == BarProgressStyle {
    static var bar: BarProgressStyle { .init() }
    static func bar(color: Color) -> BarProgressStyle { .init(color: color) }
}

VStack(spacing: 16) {
    ProgressView(value: 0.3).progressViewStyle(.bar)
    ProgressView(value: 0.75).progressViewStyle(.bar(color: .mint))
}
.padding()
