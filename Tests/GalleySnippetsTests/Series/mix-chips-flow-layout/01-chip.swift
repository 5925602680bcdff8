struct Chip: View {
    let title: String
    var isSelected = false

    var body: some View {
        Text(title)
            .font(.subheadline)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .foregroundColor(isSelected ? .white : .primary)
            .background(
                Capsule().fill(isSelected ? Color.accentColor : Color.gray.opacity(0.15))
            )
    }
}

HStack {
    Chip(title: "Swift")
    Chip(title: "SwiftUI", isSelected: true)
    Chip(title: "Combine")
}
