let (title, count) = ("Inbox", 4)
HStack {
    Text(title)
    Spacer()
    Text("\(count)").foregroundColor(.secondary)
}
