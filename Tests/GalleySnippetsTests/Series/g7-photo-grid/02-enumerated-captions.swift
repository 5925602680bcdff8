struct Photo: Identifiable {
    let id = UUID()
    let caption: String
    let symbol: String
}

let photos = [
    Photo(caption: "Beach", symbol: "sun.max"),
    Photo(caption: "Forest", symbol: "leaf"),
    Photo(caption: "City", symbol: "building.2"),
    Photo(caption: "Snow", symbol: "snowflake"),
]

LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 2)) {
    ForEach(Array(photos.enumerated()), id: \.element.id) { index, photo in
        VStack {
            Image(systemName: photo.symbol)
                .font(.largeTitle)
                .frame(maxWidth: .infinity, minHeight: 80)
                .background(Color.gray.opacity(0.15))
            Text("\(index + 1). \(photo.caption)")
                .font(.caption)
        }
    }
}
.padding()
