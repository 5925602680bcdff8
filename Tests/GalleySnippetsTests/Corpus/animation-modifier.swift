struct PulseView: View {
    @State private var scale: CGFloat = 1

    var body: some View {
        Circle()
            .fill(Color.red)
            .frame(width: 40, height: 40)
            .scaleEffect(scale)
            .animation(.easeInOut(duration: 1).repeatForever(), value: scale)
            .onAppear { scale = 1.2 }
    }
}
