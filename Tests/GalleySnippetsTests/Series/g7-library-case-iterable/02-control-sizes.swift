VStack(spacing: 12) {
    ForEach(ControlSize.allCases, id: \.self) { size in
        Button("Control size \(String(describing: size))") {}
            .buttonStyle(.bordered)
            .controlSize(size)
    }
}
.padding()
