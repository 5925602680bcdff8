struct CapsuleCardStyle: CardStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title)
            .foregroundColor(.white)
            .padding()
            .background(
                Capsule().fill(color)
            )
            .background(
                Capsule().fill(color.opacity(0.4)).rotationEffect(.init(degrees: -8))
            )
            .background(
                Capsule().fill(color.opacity(0.4)).rotationEffect(.init(degrees: 4))
            )
    }
}

struct ShadowCardStyle: CardStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title)
            .foregroundColor(.black)
            .padding()
            .background(Color.white.cornerRadius(16))
            .shadow(color: Color.black.opacity(0.2), radius: 8, x: 0, y: 4)
    }
}

struct ColorfulCardStyle: CardStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title)
            .foregroundColor(.white)
            .shadow(color: Color.white.opacity(0.8), radius: 4, x: 0, y: 2)
            .padding()
            .background(color.cornerRadius(16))
            .shadow(color: color, radius: 8, x: 0, y: 4)
    }
}

VStack(spacing: 24) {
    CapsuleCardStyle(color: .green)
        .makeBody(configuration: .init(label: .init(content: Text("Capsule"))))
    ShadowCardStyle()
        .makeBody(configuration: .init(label: .init(content: Text("Shadow"))))
    ColorfulCardStyle(color: .purple)
        .makeBody(configuration: .init(label: .init(content: Text("Colorful"))))
}
.padding()
