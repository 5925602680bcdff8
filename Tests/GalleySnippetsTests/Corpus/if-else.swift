let isLoggedIn = false

VStack {
    if isLoggedIn {
        Text("Welcome back!")
    } else {
        Button("Log in") {}
            .buttonStyle(.borderedProminent)
    }
}
