struct TextInput: View {
    let label: String
    @Binding var text: String
    var hint: String? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(label)
                .font(.caption.weight(.semibold))
            TextField(label, text: $text)
                .padding(10)
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray.opacity(0.5)))
            if let hint {
                Text(hint)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

VStack(spacing: 16) {
    TextInput(label: "Email", text: .constant("jane@example.com"), hint: "We never share it.")
    Select(title: "Country", options: ["France", "Japan", "Peru"], selection: .constant("Japan"))
}
.padding()
