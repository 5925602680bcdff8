struct CitySearch: View {
    @State private var query = "Lis"
    let cities = ["Lisbon", "London", "Lima", "Lyon"]

    var body: some View {
        NavigationStack {
            List(cities.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { city in
                Label(city, systemImage: "building.2")
            }
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "City name")
            .navigationTitle("Cities")
        }
    }
}

CitySearch()
    .frame(height: 320)
