struct InfoGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration)
            .overlay(alignment: .topTrailing) {
                Image(systemName: "info.circle")
                    .foregroundStyle(.blue)
                    .padding(8)
            }
    }
}

GroupBox {
    Text("Your subscription renews on May 3.")
} label: {
    Label("Billing", systemImage: "creditcard")
}
.groupBoxStyle(InfoGroupBoxStyle())
.groupBoxStyle(CardGroupBoxStyle())
.padding()
