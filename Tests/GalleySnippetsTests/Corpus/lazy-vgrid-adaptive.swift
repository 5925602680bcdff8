LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) {
    ForEach(0..<6, id: \.self) { _ in
        Circle().fill(Color.pink).frame(width: 50, height: 50)
    }
}
