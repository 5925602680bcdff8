HStack {
    ForEach(1...5, id: \.self) {
        Image(systemName: "\($0).circle.fill")
    }
}
