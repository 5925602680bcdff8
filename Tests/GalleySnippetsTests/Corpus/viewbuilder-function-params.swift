@ViewBuilder
func row(_ title: String, value: String? = nil) -> some View {
    HStack {
        Text(title)
        Spacer()
        if let value {
            Text(value).foregroundColor(.secondary)
        }
    }
}

VStack {
    row("Name", value: "Galley")
    row("Version")
}
.padding()
