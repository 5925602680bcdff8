struct StorageCard: View {
    let used: Double
    let total: Double

    var body: some View {
        GroupBox("Storage") {
            VStack(alignment: .leading, spacing: 8) {
                ProgressView(value: used, total: total)
                    .progressViewStyle(.bar(color: used / total > 0.9 ? .red : .blue))
                Text("\(Int(used)) GB of \(Int(total)) GB used")
                    .foregroundStyle(.secondary)
            }
        }
        .groupBoxStyle(.plainCard)
    }
}

VStack {
    StorageCard(used: 48, total: 64)
    StorageCard(used: 61, total: 64)
}
.padding()
