struct StatusView: View {
    let isOnline: Bool

    var body: some View {
        HStack {
            indicator
            Text(isOnline ? "Online" : "Offline")
        }
    }

    @ViewBuilder
    private var indicator: some View {
        if isOnline {
            Circle().fill(Color.green).frame(width: 10, height: 10)
        } else {
            Circle().stroke(Color.gray).frame(width: 10, height: 10)
        }
    }
}

StatusView(isOnline: true)
