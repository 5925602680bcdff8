VStack {
    Text("Light").fontWeight(.light)
    Text("Regular").fontWeight(.regular)
    Text("Heavy").fontWeight(.heavy)
}
