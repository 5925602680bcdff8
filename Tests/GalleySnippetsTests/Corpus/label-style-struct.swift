struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
                .font(.title)
            configuration.title
                .font(.caption)
        }
    }
}

Label("Settings", systemImage: "gear")
    .labelStyle(VerticalLabelStyle())
