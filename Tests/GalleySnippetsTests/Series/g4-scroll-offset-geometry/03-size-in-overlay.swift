Image(systemName: "photo")
    .resizable()
    .scaledToFit()
    .frame(width: 200)
    .overlay(alignment: .bottomTrailing) {
        GeometryReader { proxy in
            Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
                .font(.caption2.monospacedDigit())
                .padding(4)
                .background(.thinMaterial)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
        }
    }
    .padding()
