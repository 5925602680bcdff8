TextField("Username", text: .constant(""))
    .textFieldStyle(.roundedBorder)
    .frame(width: 240)
