Form {
    DisclosureGroup("Privacy") {
        Toggle("Share analytics", isOn: .constant(false))
        DisclosureGroup("Advanced") {
            Toggle("Personalised ads", isOn: .constant(false))
        }
    }
}
.frame(height: 240)
