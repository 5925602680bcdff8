struct IsCompactKey: EnvironmentKey {
    static var defaultValue: Bool = false
}

extension EnvironmentValues {
    var isCompact: Bool {
        get { self[IsCompactKey.self] }
        set { self[IsCompactKey.self] = newValue }
    }
}

struct StatTile: View {
    @Environment(\.isCompact) var isCompact
    let value: String
    let caption: String

    var body: some View {
        VStack {
            Text(value)
                .font(isCompact ? .headline : .largeTitle)
            if !isCompact {
                Text(caption).font(.caption).foregroundStyle(.secondary)
            }
        }
        .padding(isCompact ? 6 : 16)
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
    }
}

HStack {
    StatTile(value: "8,421", caption: "Steps")
    StatTile(value: "5.2", caption: "Kilometres")
        .environment(\.isCompact, true)
}
