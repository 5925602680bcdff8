VStack(spacing: 0) {
    TokenRow(title: "Default", detail: "small 4, large 16")
        .background(Color.gray.opacity(0.1))
    TokenRow(title: "Roomy", detail: "small 8, large 32")
        .environment(\.spacing, Spacing(small: 8, medium: 16, large: 32))
        .background(Color.blue.opacity(0.1))
}
