struct ShadowLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
            .shadow(color: .gray.opacity(0.5), radius: 2, x: 1, y: 1)
    }
}

extension LabelStyle where Self == ShadowLabelStyle {
    static var shadow: ShadowLabelStyle { .init() }
}

Label("Weather", systemImage: "cloud.sun.fill")
    .labelStyle(.shadow)
    .font(.title2)
