// Outside ModalCard, `Button` is SwiftUI's again; `ModalCard.Button` is the factory.
let logOut = ModalCard.Button.destructive(Text("Log out")) { print("log out") }

VStack(spacing: 20) {
    Button("Show the dialog") {}
        .buttonStyle(.bordered)
    SwiftUI.Button(action: {}) {
        SwiftUI.Text("Also SwiftUI's Button")
    }
    ModalCard(
        title: "Log out?",
        message: "You can log back in at any time.",
        primaryButton: logOut,
        secondaryButton: .cancel {}
    )
}
