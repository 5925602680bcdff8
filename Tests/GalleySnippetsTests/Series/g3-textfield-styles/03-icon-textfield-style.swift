struct IconTextFieldStyle: TextFieldStyle {
    let systemImage: String

    func _body(configuration: TextField<Self._Label>) -> some View {
        HStack {
            Image(systemName: systemImage)
                .foregroundColor(.secondary)
            configuration
        }
        .padding(10)
        .background(Color.gray.opacity(0.12))
        .cornerRadius(10)
    }
}

extension TextFieldStyle where Self == IconTextFieldStyle {
    static func icon(_ systemImage: String) -> IconTextFieldStyle {
        IconTextFieldStyle(systemImage: systemImage)
    }
}

struct LoginForm: View {
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        VStack(spacing: 12) {
            TextField("Email", text: $email)
                .textFieldStyle(.icon("envelope"))
            SecureField("Password", text: $password)
                .textFieldStyle(.icon("lock"))
        }
        .padding()
    }
}

LoginForm()
