struct FruitSearch: View {
    let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig"]
    @State private var searchText = ""

    var filtered: [String] {
        searchText.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List(filtered, id: \.self) { fruit in
                Text(fruit)
            }
            .navigationTitle("Fruits")
            .searchable(text: $searchText)
        }
    }
}

FruitSearch()
    .frame(height: 380)
