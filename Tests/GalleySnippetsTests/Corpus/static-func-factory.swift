struct Badge: View {
    let text: String
    let color: Color

    static func new() -> Badge { Badge(text: "NEW", color: .green) }

    var body: some View {
        Text(text).font(.caption2.bold()).padding(4).background(color).foregroundColor(.white)
    }
}

Badge.new()
