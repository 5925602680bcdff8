struct ProfileRow: View {
    let name: String
    let subtitle: String
    var imageName = "person.circle.fill"

    var body: some View {
        HStack {
            Image(systemName: imageName)
                .font(.largeTitle)
            VStack(alignment: .leading) {
                Text(name).font(.headline)
                Text(subtitle).font(.subheadline).foregroundColor(.secondary)
            }
        }
    }
}

ProfileRow(name: "Taylor", subtitle: "iOS Developer")
