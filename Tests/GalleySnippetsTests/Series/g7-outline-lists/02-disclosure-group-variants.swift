struct ShippingOptions: View {
    @State private var detailsExpanded = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            DisclosureGroup("Delivery details", isExpanded: $detailsExpanded) {
                Text("Leave at the front door")
                Text("Ring the bell twice")
            }
            DisclosureGroup {
                Text("Gift wrap: yes")
            } label: {
                Label("Gift options", systemImage: "gift")
            }
            DisclosureGroup("Collapsed by default") {
                Text("Hidden content")
            }
        }
        .padding()
    }
}

ShippingOptions()
