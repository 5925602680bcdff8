VStack {
    #if os(iOS)
        Text("iOS")
    #else
        Text("Other")
    #endif
}
