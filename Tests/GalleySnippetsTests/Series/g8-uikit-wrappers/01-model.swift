struct Place: Identifiable {
    let id = UUID()
    let name: String
    let latitude: Double
    let longitude: Double
}

let places = [
    Place(name: "Golden Gate Park", latitude: 37.7694, longitude: -122.4862),
    Place(name: "Alcatraz", latitude: 37.8267, longitude: -122.4230),
]

List(places) { place in
    VStack(alignment: .leading) {
        Text(place.name).font(.headline)
        Text("\(place.latitude), \(place.longitude)").font(.caption).foregroundStyle(.secondary)
    }
}
.frame(height: 180)
