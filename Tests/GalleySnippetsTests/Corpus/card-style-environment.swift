protocol CardStyleProtocol {}

struct RoundedCard: View {
    var title: String
    @Environment(\.cardCornerRadius) var radius

    var body: some View {
        Text(title)
            .padding()
            .background(RoundedRectangle(cornerRadius: radius).fill(Color.yellow.opacity(0.3)))
    }
}

struct CardCornerRadiusKey: EnvironmentKey {
    static let defaultValue: CGFloat = 8
}

extension EnvironmentValues {
    var cardCornerRadius: CGFloat {
        get { self[CardCornerRadiusKey.self] }
        set { self[CardCornerRadiusKey.self] = newValue }
    }
}

extension View {
    func cardCornerRadius(_ radius: CGFloat) -> some View {
        environment(\.cardCornerRadius, radius)
    }
}

VStack {
    RoundedCard(title: "Default")
    RoundedCard(title: "Round").cardCornerRadius(24)
}
