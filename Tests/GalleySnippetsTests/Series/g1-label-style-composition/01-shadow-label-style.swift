struct ShadowLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
            .shadow(color: .black.opacity(0.3), radius: 2, x: 0, y: 2)
    }
}

Label("Favorites", systemImage: "star.fill")
    .labelStyle(ShadowLabelStyle())
