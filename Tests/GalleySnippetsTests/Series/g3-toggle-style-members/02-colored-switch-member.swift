struct ColoredSwitchStyle: ToggleStyle {
    var onColor: Color

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Capsule()
                .fill(configuration.isOn ? onColor : Color.gray.opacity(0.3))
                .frame(width: 50, height: 30)
                .overlay(alignment: configuration.isOn ? .trailing : .leading) {
                    Circle()
                        .fill(.white)
                        .padding(3)
                }
                .onTapGesture {
                    withAnimation(.spring()) { configuration.isOn.toggle() }
                }
        }
    }
}

extension ToggleStyle where Self == ColoredSwitchStyle {
    static func colored(_ onColor: Color) -> ColoredSwitchStyle { .init(onColor: onColor) }
}

VStack {
    Toggle("Dark mode", isOn: .constant(true))
        .toggleStyle(.colored(.indigo))
    Toggle("Low power", isOn: .constant(false))
        .toggleStyle(.colored(.yellow))
}
.padding()
