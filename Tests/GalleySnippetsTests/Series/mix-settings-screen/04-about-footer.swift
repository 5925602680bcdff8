struct AboutSection: View {
    let version = "2.4.1"
    let build = 318

    var body: some View {
        Section {
            LabeledContent("Version", value: version)
            LabeledContent("Build", value: "\(build)")
            Link(destination: URL(string: "https://example.com/privacy")!) {
                SettingsRow(title: "Privacy Policy", systemImage: "lock.fill", color: .indigo)
            }
        } footer: {
            Text("Made with \(Image(systemName: "heart.fill")) in Lisbon")
                .frame(maxWidth: .infinity)
        }
    }
}

Form {
    AboutSection()
}
.frame(height: 280)
