struct ThemeColorPicker: View {
    @State private var accent = Color.purple

    var body: some View {
        VStack(spacing: 16) {
            ColorPicker("Accent colour", selection: $accent)
            ColorPicker("Without opacity", selection: $accent, supportsOpacity: false)
            RoundedRectangle(cornerRadius: 12)
                .fill(accent)
                .frame(height: 60)
        }
        .padding()
    }
}

ThemeColorPicker()
