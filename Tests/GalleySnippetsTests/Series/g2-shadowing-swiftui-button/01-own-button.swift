/// Every button in the app goes through this one, so taps are logged.
struct Button<Label: View>: View {
    let action: () -> Void
    let label: () -> Label

    init(action: @escaping () -> Void, @ViewBuilder label: @escaping () -> Label) {
        self.action = action
        self.label = label
    }

    var body: some View {
        SwiftUI.Button {
            print("tap")
            action()
        } label: {
            label()
        }
    }
}

extension Button where Label == Text {
    init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

Button("Sign in") {}
    .buttonStyle(.borderedProminent)
