enum Filter: String, CaseIterable {
    case photos, videos, documents
}

struct FilterBar: View {
    @State private var selectedFilter: Filter? = .photos

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Filter results", isOn: Binding {
                selectedFilter != nil
            } set: { isOn in
                selectedFilter = isOn ? .photos : nil
            })
            Text(selectedFilter.map { "Showing \($0.rawValue)" } ?? "Showing everything")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

FilterBar()
