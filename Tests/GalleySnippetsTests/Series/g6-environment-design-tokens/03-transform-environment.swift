struct CompactSection<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        content
            .transformEnvironment(\.spacing) { spacing in
                spacing.large /= 2
            }
    }
}

CompactSection {
    TokenRow(title: "Half the padding", detail: "transformEnvironment")
}
.border(Color.gray)
