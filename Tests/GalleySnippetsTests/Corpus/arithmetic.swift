let width: CGFloat = 120
let spacing = 8.0

HStack(spacing: spacing) {
    Color.red.frame(width: width / 2, height: 20)
    Color.blue.frame(width: width - spacing * 2, height: 20)
}
