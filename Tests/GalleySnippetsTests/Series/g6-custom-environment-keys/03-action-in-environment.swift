struct LogoutAction {
    let perform: () -> Void

    func callAsFunction() {
        perform()
    }
}

struct LogoutActionKey: EnvironmentKey {
    static let defaultValue = LogoutAction { print("logout not handled") }
}

extension EnvironmentValues {
    var logout: LogoutAction {
        get { self[LogoutActionKey.self] }
        set { self[LogoutActionKey.self] = newValue }
    }
}

struct AccountFooter: View {
    @Environment(\.logout) private var logout

    var body: some View {
        Button("Log out", role: .destructive) {
            logout()
        }
    }
}

AccountFooter()
    .environment(\.logout, LogoutAction { print("logging out") })
    .padding()
