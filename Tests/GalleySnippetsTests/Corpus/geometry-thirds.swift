GeometryReader { geometry in
    HStack(spacing: 0) {
        Color.red.frame(width: geometry.size.width / 3)
        Color.green.frame(width: geometry.size.width / 3)
        Color.blue.frame(width: geometry.size.width / 3)
    }
}
.frame(height: 30)
