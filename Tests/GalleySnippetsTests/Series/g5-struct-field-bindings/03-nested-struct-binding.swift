struct Address {
    var street = "1 Infinite Loop"
    var city = "Cupertino"
}

struct Profile {
    var name = "Jane"
    var address = Address()
}

struct ProfileEditor: View {
    @State private var profile = Profile()

    var body: some View {
        VStack(spacing: 12) {
            TextField("Name", text: $profile.name)
            TextField("Street", text: $profile.address.street)
            TextField("City", text: $profile.address.city)
            Text("\(profile.name) lives in \(profile.address.city)")
                .font(.footnote)
        }
        .textFieldStyle(.roundedBorder)
        .padding()
    }
}

ProfileEditor()
