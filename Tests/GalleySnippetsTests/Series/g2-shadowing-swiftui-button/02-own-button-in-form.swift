VStack(spacing: 12) {
    Button("Create account") {}
        .buttonStyle(.borderedProminent)
    Button {
    } label: {
        Label("Continue with Apple", systemImage: "apple.logo")
    }
    .buttonStyle(.bordered)
}
.padding()
