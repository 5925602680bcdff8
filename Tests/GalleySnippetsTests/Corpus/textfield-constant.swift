TextField("Search", text: .constant("SwiftUI"))
    .textFieldStyle(RoundedBorderTextFieldStyle())
