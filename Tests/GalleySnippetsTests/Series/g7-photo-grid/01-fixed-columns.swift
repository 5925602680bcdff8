let columns = Array(repeating: GridItem(.flexible(), spacing: 8), count: 3)

LazyVGrid(columns: columns, spacing: 8) {
    ForEach(0..<9) { index in
        RoundedRectangle(cornerRadius: 8)
            .fill(Color(hue: Double(index) / 9, saturation: 0.6, brightness: 0.9))
            .aspectRatio(1, contentMode: .fit)
    }
}
.padding()
