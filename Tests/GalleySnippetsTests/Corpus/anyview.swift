func makeView(highlighted: Bool) -> AnyView {
    if highlighted {
        return AnyView(Text("Highlighted").bold())
    }
    return AnyView(Text("Normal"))
}

VStack {
    makeView(highlighted: true)
    makeView(highlighted: false)
}
