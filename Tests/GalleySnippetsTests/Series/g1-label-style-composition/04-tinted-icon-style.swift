struct TintedIconLabelStyle: LabelStyle {
    var tint: Color = .orange

    func makeBody(configuration: Configuration) -> some View {
        Label {
            configuration.title
        } icon: {
            configuration.icon
                .foregroundStyle(tint)
        }
    }
}

Label("Notifications", systemImage: "bell.badge")
    .labelStyle(TintedIconLabelStyle(tint: .pink))
    .labelStyle(ShadowLabelStyle())
    .labelStyle(VerticalLabelStyle())
