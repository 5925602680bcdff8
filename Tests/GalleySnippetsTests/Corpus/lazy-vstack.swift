ScrollView {
    LazyVStack(alignment: .leading, spacing: 8) {
        ForEach(1...4, id: \.self) { number in
            Text("Row \(number)")
        }
    }
}
