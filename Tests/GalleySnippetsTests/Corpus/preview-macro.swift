struct ContentView: View {
    var body: some View {
        Text("Hello from #Preview")
            .padding()
    }
}

#Preview {
    ContentView()
}
