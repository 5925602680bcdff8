Text("SwiftUI makes it easy to build great-looking apps across all Apple platforms with the power of Swift.")
    .multilineTextAlignment(.center)
    .lineLimit(3)
    .padding()
