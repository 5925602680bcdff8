struct UnderlinedTextFieldStyle: TextFieldStyle {
    var color: Color = .accentColor

    func _body(configuration: TextField<Self._Label>) -> some View {
        VStack(spacing: 4) {
            configuration
            Rectangle()
                .fill(color)
                .frame(height: 1)
        }
    }
}

Form {
    TextField("First name", text: .constant("Ada"))
        .textFieldStyle(UnderlinedTextFieldStyle())
    TextField("Last name", text: .constant("Lovelace"))
        .textFieldStyle(UnderlinedTextFieldStyle(color: .pink))
}
.frame(height: 200)
