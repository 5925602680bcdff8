/// A card that asks the user to confirm something: a title, a message and one or two
/// actions, drawn by the environment's ``ModalCardStyle``.
///
/// Give the actions with ``ModalCard/Button`` factories, as SwiftUI's `Alert` does:
///
/// ```swift
/// ModalCard(
///     title: "Delete Account",
///     message: "This action cannot be undone.",
///     primaryButton: .destructive(Text("Delete")) {},
///     secondaryButton: .cancel()
/// )
/// ```
///
/// or, when the actions are views of your own, with the slot-based initializer and
/// view-builder closures. The default style puts the actions side by side when both
/// fit the width on one line and stacks them, primary first, when they do not.
public struct ModalCard: View {
    let title: String
    let message: String?
    let primaryAction: AnyView
    let secondaryAction: AnyView?

    /// A modal card whose actions come from ``ModalCard/Button`` factories.
    public init(
        title: String, message: String? = nil, primaryButton: Button, secondaryButton: Button? = nil
    ) {
        self.title = title
        self.message = message
        primaryAction = AnyView(primaryButton.makeView())
        secondaryAction = secondaryButton.map { AnyView($0.makeView()) }
    }

    /// A modal card whose actions are any views, usually buttons; the style draws
    /// bare buttons in its own look.
    public init<Primary: View, Secondary: View>(
        title: String, message: String? = nil,
        @ViewBuilder primaryAction: () -> Primary,
        @ViewBuilder secondaryAction: () -> Secondary
    ) {
        self.title = title
        self.message = message
        self.primaryAction = AnyView(primaryAction())
        self.secondaryAction = AnyView(secondaryAction())
    }

    /// A modal card with a single action.
    public init<Primary: View>(
        title: String, message: String? = nil, @ViewBuilder primaryAction: () -> Primary
    ) {
        self.title = title
        self.message = message
        self.primaryAction = AnyView(primaryAction())
        secondaryAction = nil
    }

    public var body: some View {
        StyledBody(
            configuration: ModalCardStyleConfiguration(
                title: StyleContent(Text(verbatim: title)),
                message: message.map { StyleContent(Text(verbatim: $0)) },
                primaryAction: StyleContent(primaryAction),
                secondaryAction: secondaryAction.map { StyleContent($0) }))
    }
}
