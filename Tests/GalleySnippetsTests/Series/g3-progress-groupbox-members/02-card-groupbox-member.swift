struct PlainCardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
                .font(.headline)
            configuration.content
                .font(.subheadline)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.blue.opacity(0.1)))
    }
}

extension GroupBoxStyle where Self == PlainCardGroupBoxStyle {
    static var plainCard: PlainCardGroupBoxStyle { .init() }
}

GroupBox(label: Label("Heart rate", systemImage: "heart.fill").foregroundColor(.red)) {
    Text("72 BPM, resting")
}
.groupBoxStyle(.plainCard)
.padding()
