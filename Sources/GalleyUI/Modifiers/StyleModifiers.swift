extension View {
    /// The colour of text and symbols inside this view.
    public func foregroundColor(_ color: Color?) -> some View {
        transformingEnvironment { $0.foregroundStyle = color.map { AnyShapeStyle($0) } }
    }

    /// The style of text, symbols and bare shapes inside this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.foregroundStyle = AnyShapeStyle(style) }
    }

    /// The accent colour of controls inside this view.
    public func tint(_ tint: Color?) -> some View {
        transformingEnvironment { $0.tint = tint }
    }

    /// The accent colour of controls inside this view.
    public func accentColor(_ accentColor: Color?) -> some View {
        transformingEnvironment { $0.tint = accentColor }
    }

    /// Disables controls inside this view, which are then drawn dimmed.
    public func disabled(_ disabled: Bool) -> some View {
        transformingEnvironment { if disabled { $0.isEnabled = false } }
    }

    /// The colour scheme of the whole presentation this view is in; in a preview, that of
    /// the whole canvas, whichever view of the preview sets it.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(colorScheme: colorScheme))
    }

    /// The size of controls inside this view.
    public func controlSize(_ size: ControlSize) -> some View {
        transformingEnvironment { $0.controlSize = size }
    }

    /// The scale of symbol images inside this view.
    public func imageScale(_ scale: Image.Scale) -> some View {
        transformingEnvironment { $0.imageScale = scale }
    }
}

/// `.preferredColorScheme`: tells the root which appearance the whole canvas takes (the
/// first one set wins, as iOS takes the one nearest the root) and applies it below.
struct PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let colorScheme: ColorScheme?

    func apply(to content: any View, in context: ResolveContext) -> [LayoutNode] {
        guard let colorScheme else { return context.resolve(content) }
        if context.signals.preferredColorScheme == nil { context.signals.preferredColorScheme = colorScheme }
        var inner = context
        inner.environment.colorScheme = colorScheme
        return inner.resolve(content)
    }
}
