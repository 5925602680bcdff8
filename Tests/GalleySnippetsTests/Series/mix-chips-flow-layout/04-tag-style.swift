struct TagLabelStyle: LabelStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.icon
                .imageScale(.small)
            configuration.title
        }
        .font(.caption.weight(.medium))
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .foregroundColor(color)
        .background(color.opacity(0.12), in: Capsule())
    }
}

extension LabelStyle where Self == TagLabelStyle {
    static func tag(_ color: Color) -> TagLabelStyle { TagLabelStyle(color: color) }
}

FlowLayout(spacing: 6) {
    Label("bug", systemImage: "ladybug").labelStyle(.tag(.red))
    Label("enhancement", systemImage: "sparkles").labelStyle(.tag(.blue))
    Label("good first issue", systemImage: "hand.thumbsup").labelStyle(.tag(.green))
    Label("documentation", systemImage: "book").labelStyle(.tag(.purple))
}
.frame(width: 260)
