VStack(spacing: 12) {
    Button("Bordered") {}
        .buttonStyle(.bordered)
    Button("Prominent") {}
        .buttonStyle(.borderedProminent)
    Button("Plain") {}
        .buttonStyle(.plain)
}
