struct StatusDot: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Circle()
            .fill(isEnabled ? Color.green : Color.gray)
            .frame(width: 16, height: 16)
    }
}

HStack {
    StatusDot()
    StatusDot().disabled(true)
}
