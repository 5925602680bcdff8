struct SearchView: View {
    @State private var query = ""

    var body: some View {
        TextField("Search", text: $query)
            .onChange(of: query) { newValue in
                print(newValue)
            }
    }
}
