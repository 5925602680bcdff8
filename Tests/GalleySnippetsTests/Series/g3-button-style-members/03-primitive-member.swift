struct LongPressButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(Color.orange.opacity(0.2), in: Capsule())
            .onLongPressGesture {
                configuration.trigger()
            }
    }
}

extension PrimitiveButtonStyle where Self == LongPressButtonStyle {
    static var longPress: LongPressButtonStyle { .init() }
}

Button("Hold to confirm") {}
    .buttonStyle(.longPress)
