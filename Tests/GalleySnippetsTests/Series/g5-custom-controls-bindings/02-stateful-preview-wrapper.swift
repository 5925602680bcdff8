struct StatefulPreviewWrapper<Value, Content: View>: View {
    @State var value: Value
    var content: (Binding<Value>) -> Content

    var body: some View {
        content($value)
    }

    init(_ value: Value, content: @escaping (Binding<Value>) -> Content) {
        self._value = State(wrappedValue: value)
        self.content = content
    }
}

StatefulPreviewWrapper(4) { rating in
    VStack {
        RatingView(rating: rating)
        Text("Rated \(rating.wrappedValue) of 5")
    }
}
