enum Priority: String, CaseIterable {
    case low, medium, high

    var color: Color {
        switch self {
        case .low: return .green
        case .medium: return .orange
        case .high: return .red
        }
    }
}

HStack {
    ForEach(Priority.allCases, id: \.self) { priority in
        Text(priority.rawValue.capitalized)
            .padding(6)
            .background(priority.color.opacity(0.2))
            .cornerRadius(6)
    }
}
