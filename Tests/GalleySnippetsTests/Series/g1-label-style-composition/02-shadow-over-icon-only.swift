// The shadow style draws `Label(configuration)`, which picks up the style set further out.
VStack(alignment: .leading, spacing: 12) {
    Label("Favorites", systemImage: "star.fill")
    Label("Downloads", systemImage: "arrow.down.circle")
    Label("Recents", systemImage: "clock")
}
.labelStyle(ShadowLabelStyle())
.labelStyle(.iconOnly)
.font(.title)
