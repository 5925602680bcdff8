struct CounterView: View {
    @State private var count = 1

    var body: some View {
        Stepper("Count: \(count)", value: $count, in: 0...10)
            .padding()
    }
}
