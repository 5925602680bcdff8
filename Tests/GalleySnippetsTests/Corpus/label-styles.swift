VStack(alignment: .leading) {
    Label("Title and icon", systemImage: "house.fill")
    Label("Title only", systemImage: "house.fill")
        .labelStyle(.titleOnly)
    Label("Icon only", systemImage: "house.fill")
        .labelStyle(.iconOnly)
}
