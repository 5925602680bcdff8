let columns = [GridItem(.flexible()), GridItem(.flexible())]

LazyVGrid(columns: columns, spacing: 10) {
    ForEach(0..<4) { index in
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.indigo)
            .frame(height: 50)
    }
}
.padding()
