Form {
    TextField("Name", text: .constant(""))
    Toggle("Subscribe", isOn: .constant(true))
}
.frame(height: 200)
