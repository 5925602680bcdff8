struct Loader: View {
    var isLoading = true

    var body: some View {
        content
    }

    var content: AnyView {
        if isLoading {
            return AnyView(ProgressView())
        } else {
            return AnyView(Text("Loaded"))
        }
    }
}
