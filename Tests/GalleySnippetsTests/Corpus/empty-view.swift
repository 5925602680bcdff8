let showBadge = false

HStack {
    Text("Inbox")
    if showBadge {
        Circle().fill(Color.red).frame(width: 8, height: 8)
    } else {
        EmptyView()
    }
}
