NavigationView {
    Text("Content")
        .navigationBarTitle("Title", displayMode: .inline)
        .navigationBarItems(trailing: Button("Add") {})
}
