struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    static var trailingIcon: Self { Self() }
}

VStack(alignment: .leading, spacing: 8) {
    Label("Next", systemImage: "chevron.right")
    Label("Open in Safari", systemImage: "safari")
}
.labelStyle(.trailingIcon)
