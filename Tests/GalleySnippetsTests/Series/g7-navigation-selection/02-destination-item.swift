struct Contact: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let phone: String
}

struct ContactsView: View {
    let contacts = [
        Contact(name: "Ada Lovelace", phone: "555-0101"),
        Contact(name: "Grace Hopper", phone: "555-0102"),
    ]
    @State private var selectedContact: Contact?

    var body: some View {
        NavigationStack {
            List(contacts) { contact in
                Button(contact.name) {
                    selectedContact = contact
                }
            }
            .navigationTitle("Contacts")
            .navigationDestination(item: $selectedContact) { contact in
                Text(contact.phone)
            }
        }
    }
}

ContactsView()
    .frame(height: 260)
