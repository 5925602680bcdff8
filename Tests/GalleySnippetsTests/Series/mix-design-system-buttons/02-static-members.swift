extension ButtonStyle where Self == DSButtonStyle {
    static var dsPrimary: DSButtonStyle { DSButtonStyle(variant: .primary) }
    static var dsSecondary: DSButtonStyle { DSButtonStyle(variant: .secondary) }
    static func ds(_ variant: DSButtonVariant, size: DSButtonSize = .medium) -> DSButtonStyle {
        DSButtonStyle(variant: variant, size: size)
    }
}

VStack(spacing: 12) {
    Button("Save changes") {}.buttonStyle(.dsPrimary)
    Button("Preview") {}.buttonStyle(.dsSecondary)
    Button("Learn more") {}.buttonStyle(.ds(.tertiary))
    Button("Delete") {}.buttonStyle(.ds(.destructive, size: .small))
}
