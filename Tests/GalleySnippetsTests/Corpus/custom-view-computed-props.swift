struct Avatar: View {
    let initials: String
    var size: CGFloat = 48

    private var fontSize: CGFloat { size * 0.4 }

    var body: some View {
        Text(initials)
            .font(.system(size: fontSize, weight: .bold))
            .foregroundColor(.white)
            .frame(width: size, height: size)
            .background(Circle().fill(Color.indigo))
    }
}

HStack {
    Avatar(initials: "AB")
    Avatar(initials: "CD", size: 64)
}
