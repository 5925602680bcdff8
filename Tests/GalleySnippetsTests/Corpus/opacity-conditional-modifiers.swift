let selected = 2
HStack {
    ForEach(0..<4) { index in
        Circle()
            .fill(index == selected ? Color.blue : Color.gray)
            .frame(width: 8, height: 8)
            .opacity(index == selected ? 1 : 0.5)
    }
}
