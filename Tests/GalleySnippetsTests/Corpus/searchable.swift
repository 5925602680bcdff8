NavigationView {
    List {
        Text("Result")
    }
    .searchable(text: .constant(""))
}
