struct Avatar: View {
    let initials: String
    var size: CGFloat = 56
    var color: Color = .blue

    var body: some View {
        Text(initials)
            .font(.system(size: size * 0.4, weight: .semibold, design: .rounded))
            .foregroundColor(.white)
            .frame(width: size, height: size)
            .background(
                LinearGradient(colors: [color, color.opacity(0.6)], startPoint: .topLeading, endPoint: .bottomTrailing)
            )
            .clipShape(Circle())
            .overlay(Circle().stroke(Color.white, lineWidth: 2))
            .shadow(radius: 2)
    }
}

HStack {
    Avatar(initials: "JA")
    Avatar(initials: "MK", size: 40, color: .pink)
    Avatar(initials: "TS", size: 28, color: .green)
}
