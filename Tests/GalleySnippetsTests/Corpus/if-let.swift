let username: String? = "swiftie"

VStack {
    if let username = username {
        Text("Hello, \(username)")
    }
    if let missing = Optional<String>.none {
        Text(missing)
    }
}
