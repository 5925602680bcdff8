class Counter: ObservableObject {
    @Published var count = 0
}

struct CounterView: View {
    @StateObject private var counter = Counter()

    var body: some View {
        Text("Count: \(counter.count)")
    }
}
