/// A control that performs an action; Galley draws it with the environment's
/// button style (tinted text by default).
public struct Button<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a text label and a role.
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == GalleyUI.Label<Text, Image> {
    /// A button with a title and a symbol.
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { GalleyUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a title, a symbol and a role.
    public init(
        _ title: String, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { GalleyUI.Label(title, systemImage: systemImage) }
    }
}

extension Button: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let configuration = ButtonStyleConfiguration(
            label: StyleContent(label), isPressed: false, role: role, action: action)
        var inner = context
        // iOS draws destructive buttons in red whatever the tint, in every built-in style.
        if role == .destructive { inner.environment.tint = .red }
        return inner.resolveStyled(configuration).map {
            PassthroughNode(typeName: "Button", environment: inner.environment, child: $0).describedAsControl("button")
        }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style's configuration describes, drawn by the next button
    /// style out: how a `PrimitiveButtonStyle` keeps the look around it.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}
