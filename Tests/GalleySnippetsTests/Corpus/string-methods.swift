let title = "swiftui tips"
Text(title.uppercased())
    .font(title.hasPrefix("swift") ? .headline : .body)
