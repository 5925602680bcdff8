struct TagCloud: View {
    let tags = ["swift", "ios", "design"]

    var body: some View {
        HStack {
            ForEach(tags, id: \.self) { tag in
                Text("#\(tag)")
                    .font(.caption)
                    .padding(4)
                    .background(Color.blue.opacity(0.1))
            }
        }
    }
}
