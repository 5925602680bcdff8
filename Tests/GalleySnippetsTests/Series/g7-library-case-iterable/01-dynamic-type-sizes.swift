ScrollView {
    VStack(alignment: .leading, spacing: 12) {
        ForEach(DynamicTypeSize.allCases, id: \.self) { size in
            Text("The quick brown fox")
                .dynamicTypeSize(size)
        }
    }
    .padding()
}
.frame(height: 400)
