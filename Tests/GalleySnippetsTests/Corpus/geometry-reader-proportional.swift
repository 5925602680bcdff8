GeometryReader { proxy in
    HStack(spacing: 0) {
        Color.red.frame(width: proxy.size.width * 0.3)
        Color.blue
    }
}
.frame(height: 40)
