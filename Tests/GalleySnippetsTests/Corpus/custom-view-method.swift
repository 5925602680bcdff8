struct Dashboard: View {
    var body: some View {
        VStack {
            tile("Steps", value: "8,432", color: .green)
            tile("Calories", value: "512", color: .orange)
        }
        .padding()
    }

    func tile(_ title: String, value: String, color: Color) -> some View {
        VStack(alignment: .leading) {
            Text(title).font(.caption).foregroundColor(.secondary)
            Text(value).font(.title2.bold()).foregroundColor(color)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
