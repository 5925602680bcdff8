enum SettingsPage: String, CaseIterable, Identifiable {
    case general = "General"
    case privacy = "Privacy"
    case about = "About"

    var id: String { rawValue }

    var icon: (String, Color) {
        switch self {
        case .general: ("gear", .gray)
        case .privacy: ("hand.raised.fill", .blue)
        case .about: ("info.circle.fill", .green)
        }
    }
}

NavigationStack {
    List(SettingsPage.allCases) { page in
        NavigationLink(value: page) {
            SettingsRow(title: page.rawValue, systemImage: page.icon.0, color: page.icon.1)
        }
    }
    .navigationTitle("Settings")
    .navigationDestination(for: SettingsPage.self) { page in
        Text(page.rawValue)
    }
}
.frame(height: 300)
