extension View {
    /// The colour of text and symbols inside this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
    }

    /// The style of text, symbols and bare shapes inside this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }

    /// The accent colour of controls inside this view.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }

    /// The accent colour of controls inside this view.
    public func accentColor(_ accentColor: Color?) -> some View {
        environment(\.tint, accentColor)
    }

    /// Disables controls inside this view, which are then drawn dimmed.
    public func disabled(_ disabled: Bool) -> some View {
        transformingEnvironment { if disabled { $0.isEnabled = false } }
    }

    /// The colour scheme of this view; in a preview, that of the whole canvas.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformingEnvironment { if let colorScheme { $0.colorScheme = colorScheme } }
    }

    /// The size of controls inside this view.
    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size)
    }

    /// The scale of symbol images inside this view.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
