struct ContentView: View {
    @State private var selection = 0

    var body: some View {
        Picker("Mode", selection: $selection) {
            Text("Day").tag(0)
            Text("Week").tag(1)
            Text("Month").tag(2)
        }
        .pickerStyle(.segmented)
        .padding()
    }
}
