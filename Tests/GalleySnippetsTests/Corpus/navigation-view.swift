NavigationView {
    List {
        Text("Inbox")
        Text("Sent")
    }
    .navigationTitle("Mail")
}
