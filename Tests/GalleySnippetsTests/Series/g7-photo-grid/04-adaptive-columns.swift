ScrollView {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 12)], spacing: 12) {
        ForEach(photos) { photo in
            Label(photo.caption, systemImage: photo.symbol)
                .labelStyle(.iconOnly)
                .font(.title)
                .frame(width: 80, height: 80)
                .background(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
        }
    }
    .padding()
}
.frame(height: 240)
