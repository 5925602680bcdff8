VStack {
    if #available(iOS 15.0, *) {
        Text("Modern").foregroundStyle(.tint)
    } else {
        Text("Legacy")
    }
}
