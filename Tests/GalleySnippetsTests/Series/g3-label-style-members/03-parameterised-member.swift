struct BadgeLabelStyle: LabelStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.icon
            configuration.title
        }
        .font(.caption.bold())
        .padding(.horizontal, 10)
        .padding(.vertical, 4)
        .foregroundStyle(color)
        .background(color.opacity(0.15), in: Capsule())
    }
}

extension LabelStyle where Self == BadgeLabelStyle {
    static func badge(_ color: Color) -> BadgeLabelStyle {
        BadgeLabelStyle(color: color)
    }
}

HStack {
    Label("New", systemImage: "sparkles").labelStyle(.badge(.blue))
    Label("Beta", systemImage: "flask").labelStyle(.badge(.orange))
    Label("Deprecated", systemImage: "exclamationmark.triangle").labelStyle(.badge(.red))
}
