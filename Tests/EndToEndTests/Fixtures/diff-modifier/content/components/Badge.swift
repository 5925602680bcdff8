/// A label with a count in a capsule beside it.
struct Badge: View {
    var label: String
    var count: Int

    var body: some View {
        HStack(spacing: 6) {
            Text(label)
            Text("\(count)")
                .font(.caption)
                .foregroundStyle(.white)
                .padding(.horizontal, 12)
                .background(Capsule().fill(.red))
        }
    }
}
