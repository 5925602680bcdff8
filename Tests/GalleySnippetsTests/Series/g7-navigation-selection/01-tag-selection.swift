struct InboxView: View {
    @State private var selection: String? = "inbox"

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Inbox", destination: Text("Inbox messages"), tag: "inbox", selection: $selection)
                NavigationLink("Sent", destination: Text("Sent messages"), tag: "sent", selection: $selection)
                NavigationLink("Archive", destination: Text("Archived messages"), tag: "archive", selection: $selection)
            }
            .navigationTitle("Mail")
        }
    }
}

InboxView()
    .frame(height: 300)
