struct OutlinedTextFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(12)
            .overlay(
                RoundedRectangle(cornerRadius: 8, style: .continuous)
                    .stroke(Color.gray.opacity(0.6), lineWidth: 1)
            )
    }
}

struct NameField: View {
    @State private var name = ""

    var body: some View {
        TextField("Your name", text: $name)
            .textFieldStyle(OutlinedTextFieldStyle())
            .padding()
    }
}

NameField()
