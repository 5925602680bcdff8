struct VolumeView: View {
    @State private var volume = 0.5

    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...1)
            Text("Volume: \(Int(volume * 100))%")
        }
        .padding()
    }
}
