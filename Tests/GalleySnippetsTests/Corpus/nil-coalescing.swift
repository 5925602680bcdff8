let subtitle: String? = nil
Text(subtitle ?? "No subtitle")
    .foregroundColor(.secondary)
