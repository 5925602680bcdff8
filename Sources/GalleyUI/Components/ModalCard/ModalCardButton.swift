extension ModalCard {
    /// An action of a ``ModalCard``, made by a factory that names its role:
    /// `.destructive(Text("Delete")) { ... }`, `.cancel()`, `.default(Text("OK")) { ... }`.
    ///
    /// The card owns the choices: a factory records what the action is, and the card
    /// turns it into a button with the matching role, so every modal card in an app
    /// offers the same few kinds of action and draws them the same way.
    public struct Button {
        enum Kind {
            case destructive
            case cancel
            case standard
        }

        let kind: Kind
        let label: Text
        let action: () -> Void

        /// An action that destroys data, drawn in the theme's negative colour.
        public static func destructive(_ label: Text, _ action: @escaping () -> Void = {})
            -> Button
        {
            Button(kind: .destructive, label: label, action: action)
        }

        /// An action that dismisses the card without doing anything, titled "Cancel".
        public static func cancel(_ action: @escaping () -> Void = {}) -> Button {
            Button(kind: .cancel, label: Text("Cancel"), action: action)
        }

        /// A dismissing action with a title of your own.
        public static func cancel(_ label: Text, _ action: @escaping () -> Void = {}) -> Button {
            Button(kind: .cancel, label: label, action: action)
        }

        /// An ordinary action, drawn in the accent colour.
        public static func `default`(_ label: Text, _ action: @escaping () -> Void = {}) -> Button {
            Button(kind: .standard, label: label, action: action)
        }

        /// The SwiftUI button this action stands for; the card's style draws it.
        func makeView() -> GalleyUI.Button<Text> {
            let role: ButtonRole? =
                switch kind {
                case .destructive: .destructive
                case .cancel: .cancel
                case .standard: nil
                }
            return GalleyUI.Button(role: role, action: action) { label }
        }
    }
}
