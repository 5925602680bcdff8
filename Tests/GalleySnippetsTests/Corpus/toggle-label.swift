Toggle(isOn: .constant(false)) {
    Label("Wi-Fi", systemImage: "wifi")
}
.padding()
