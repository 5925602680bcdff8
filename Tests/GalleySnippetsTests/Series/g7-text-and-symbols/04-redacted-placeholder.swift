struct ArticleRow: View {
    let title: String
    let summary: String

    var body: some View {
        HStack(alignment: .top) {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.gray.opacity(0.3))
                .frame(width: 60, height: 60)
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.headline)
                Text(summary).font(.subheadline).lineLimit(2)
            }
        }
    }
}

VStack(alignment: .leading, spacing: 16) {
    ArticleRow(title: "Loaded article", summary: "This one has arrived from the network.")
    ArticleRow(title: "Placeholder title", summary: "Placeholder summary text for loading")
        .redacted(reason: .placeholder)
}
.padding()
