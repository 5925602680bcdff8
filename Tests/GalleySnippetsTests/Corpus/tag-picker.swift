Picker("Size", selection: .constant(2)) {
    Text("Small").tag(1)
    Text("Large").tag(2)
}
.pickerStyle(.segmented)
