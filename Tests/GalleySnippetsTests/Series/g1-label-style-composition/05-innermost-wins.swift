// Stacked styles: the one closest to the label wins.
VStack(alignment: .leading, spacing: 16) {
    Label("Title only", systemImage: "textformat")
        .labelStyle(.titleOnly)
        .labelStyle(.iconOnly)
    Label("Icon only", systemImage: "photo")
        .labelStyle(.iconOnly)
        .labelStyle(.titleOnly)
    Label("Title and icon", systemImage: "square.and.pencil")
        .labelStyle(.titleAndIcon)
}
.labelStyle(VerticalLabelStyle())
.padding()
