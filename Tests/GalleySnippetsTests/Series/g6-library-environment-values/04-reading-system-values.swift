struct EnvironmentInspector: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        Grid(alignment: .leading) {
            GridRow { Text("Color scheme"); Text(colorScheme == .dark ? "dark" : "light") }
            GridRow { Text("Dynamic type"); Text(dynamicTypeSize.isAccessibilitySize ? "accessibility" : "standard") }
            GridRow { Text("Direction"); Text(layoutDirection == .rightToLeft ? "RTL" : "LTR") }
            GridRow { Text("Enabled"); Text(isEnabled ? "yes" : "no") }
            GridRow { Text("Size class"); Text(horizontalSizeClass == .compact ? "compact" : "regular") }
        }
        .padding()
    }
}

EnvironmentInspector()
    .disabled(true)
