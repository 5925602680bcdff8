final class CounterModel: ObservableObject {
    @Published var count = 0

    func increment() {
        count += 1
    }
}

struct CounterView: View {
    @StateObject private var model = CounterModel()

    var body: some View {
        VStack(spacing: 12) {
            Text("\(model.count)")
                .font(.system(size: 48, weight: .bold, design: .rounded))
            Button("Increment") {
                model.increment()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

CounterView()
