struct Spacing {
    var small: CGFloat = 4
    var medium: CGFloat = 8
    var large: CGFloat = 16
}

struct SpacingKey: EnvironmentKey {
    static let defaultValue = Spacing()
}

extension EnvironmentValues {
    var spacing: Spacing {
        get { self[SpacingKey.self] }
        set { self[SpacingKey.self] = newValue }
    }
}

struct TokenRow: View {
    @Environment(\.spacing) var spacing
    let title: String
    let detail: String

    var body: some View {
        VStack(alignment: .leading, spacing: spacing.small) {
            Text(title).font(.headline)
            Text(detail).font(.subheadline).foregroundStyle(.secondary)
        }
        .padding(spacing.large)
    }
}

TokenRow(title: "Spacing tokens", detail: "Read from the environment")
