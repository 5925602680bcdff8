struct VolumeControl: View {
    @State private var volume = 0.4

    var body: some View {
        let percent = Binding(
            get: { volume * 100 },
            set: { volume = $0 / 100 }
        )

        VStack(alignment: .leading) {
            Slider(value: percent, in: 0...100)
            Text("Volume: \(Int(percent.wrappedValue)) %")
        }
        .padding()
    }
}

VolumeControl()
