extension TextFieldStyle where Self == OutlinedTextFieldStyle {
    static var outlined: OutlinedTextFieldStyle { .init() }
}

TextField("Search", text: .constant("SwiftUI"))
    .textFieldStyle(.outlined)
    .padding()
