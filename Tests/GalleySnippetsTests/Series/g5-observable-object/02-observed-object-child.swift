struct CounterControls: View {
    @ObservedObject var model: CounterModel

    var body: some View {
        Stepper("Count: \(model.count)", value: $model.count, in: 0...10)
    }
}

struct CounterScreen: View {
    @StateObject private var model = CounterModel()

    var body: some View {
        VStack {
            CounterControls(model: model)
            ProgressView(value: Double(model.count), total: 10)
        }
        .padding()
    }
}

CounterScreen()
