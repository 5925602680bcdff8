struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label
                .font(.caption)
                .foregroundStyle(.secondary)
            configuration.content
        }
    }
}

extension LabeledContentStyle where Self == StackedLabeledContentStyle {
    static var stacked: StackedLabeledContentStyle { .init() }
}

VStack(alignment: .leading, spacing: 12) {
    LabeledContent("Name", value: "Taylor Swift")
    LabeledContent("Email", value: "taylor@example.com")
}
.labeledContentStyle(.stacked)
.padding()
