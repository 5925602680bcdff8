struct Reminder: Identifiable {
    let id = UUID()
    var title: String
    var isFlagged: Bool
}

struct RemindersView: View {
    @State private var reminders = [
        Reminder(title: "Pay rent", isFlagged: true),
        Reminder(title: "Renew passport", isFlagged: false),
    ]

    var body: some View {
        List {
            ForEach($reminders) { $reminder in
                HStack {
                    TextField("Title", text: $reminder.title)
                    Toggle("Flagged", isOn: $reminder.isFlagged)
                        .labelsHidden()
                }
            }
            Text("\(reminders.filter(\.isFlagged).count) flagged")
        }
        .frame(height: 220)
    }
}

RemindersView()
