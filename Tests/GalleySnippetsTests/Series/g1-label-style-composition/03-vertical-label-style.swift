struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
                .font(.title2)
            configuration.title
                .font(.caption)
        }
    }
}

HStack(spacing: 24) {
    Label("Home", systemImage: "house")
    Label("Search", systemImage: "magnifyingglass")
    Label("Profile", systemImage: "person.crop.circle")
}
.labelStyle(VerticalLabelStyle())
