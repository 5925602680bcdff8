extension View {
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

Text("Conditional")
    .if(true) { view in
        view.foregroundColor(.red)
    }
