struct SearchField: View {
    @State private var query = ""
    @FocusState private var isFocused: Bool
    @Namespace private var animation

    var body: some View {
        TextField("Search", text: $query)
            .focused($isFocused)
            .padding(8)
            .background(isFocused ? Color.blue.opacity(0.1) : Color.gray.opacity(0.1))
            .cornerRadius(8)
    }
}
