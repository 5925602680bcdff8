struct Wave: Shape {
    var amplitude: CGFloat = 12
    var frequency: CGFloat = 2

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: 0, y: rect.midY))
            for x in stride(from: 0, through: rect.width, by: 2) {
                let relative = x / rect.width
                let y = rect.midY + sin(relative * .pi * 2 * frequency) * amplitude
                path.addLine(to: CGPoint(x: x, y: y))
            }
            path.addLine(to: CGPoint(x: rect.width, y: rect.height))
            path.addLine(to: CGPoint(x: 0, y: rect.height))
            path.closeSubpath()
        }
    }
}

ZStack(alignment: .bottom) {
    Color.blue.opacity(0.1)
    Wave(amplitude: 10, frequency: 1.5)
        .fill(Color.blue.opacity(0.6))
        .frame(height: 80)
}
.frame(height: 160)
