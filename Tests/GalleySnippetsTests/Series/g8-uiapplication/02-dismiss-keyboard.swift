extension View {
    func hideKeyboard() {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}

struct CommentBox: View {
    @State private var comment = ""

    var body: some View {
        VStack {
            TextField("Add a comment", text: $comment)
                .textFieldStyle(.roundedBorder)
            Button("Done") { hideKeyboard() }
        }
        .padding()
    }
}

CommentBox()
