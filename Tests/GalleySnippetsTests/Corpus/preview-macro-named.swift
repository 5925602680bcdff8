#Preview("Buttons") {
    VStack {
        Button("Primary") {}
            .buttonStyle(.borderedProminent)
        Button("Secondary") {}
            .buttonStyle(.bordered)
    }
}
