LazyHStack {
    ForEach(0..<3) { _ in
        RoundedRectangle(cornerRadius: 8).fill(Color.teal).frame(width: 60, height: 60)
    }
}
