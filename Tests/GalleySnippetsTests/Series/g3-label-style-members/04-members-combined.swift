List {
    Label("Inbox", systemImage: "tray")
        .labelStyle(.shadow)
    Label("Drafts", systemImage: "doc")
        .labelStyle(.trailingIcon)
    Label("Urgent", systemImage: "flame")
        .labelStyle(.badge(.red))
}
.frame(height: 220)
