struct Theme {
    struct Colors {
        static let background = Color(.systemGroupedBackground)
        static let accent = Color.orange
    }
    static let cornerRadius: CGFloat = 12
}

Text("Themed")
    .padding()
    .background(Theme.Colors.accent)
    .cornerRadius(Theme.cornerRadius)
