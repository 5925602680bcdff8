func initials(of name: String) -> String {
    guard !name.isEmpty else { return "?" }
    return String(name.prefix(1)).uppercased()
}

Text(initials(of: "grace"))
    .font(.largeTitle)
