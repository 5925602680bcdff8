NavigationStack {
    List {
        NavigationLink("Show", value: 1)
    }
}
