struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label
                .font(.headline)
            configuration.content
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

GroupBox("Today") {
    Text("3 meetings, 2 reviews")
    Text("Focus time from 2 pm")
        .foregroundStyle(.secondary)
}
.groupBoxStyle(CardGroupBoxStyle())
.padding()
