struct InboxScreen: View {
    @State private var showsConfirmation = true

    var body: some View {
        ZStack {
            List(["Welcome", "Invoice #123", "Team lunch"], id: \.self) { subject in
                Text(subject)
            }
            if showsConfirmation {
                Color.black.opacity(0.4)
                    .ignoresSafeArea()
                ModalCard(
                    title: "Empty Trash?",
                    message: "All 12 messages in the trash will be deleted forever.",
                    primaryButton: .destructive(Text("Empty Trash").bold()) {
                        showsConfirmation = false
                    },
                    secondaryButton: .cancel {
                        showsConfirmation = false
                    }
                )
            }
        }
        .frame(height: 420)
    }
}

InboxScreen()
