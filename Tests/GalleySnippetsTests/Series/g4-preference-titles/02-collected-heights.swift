struct RowHeightsKey: PreferenceKey {
    static var defaultValue: [CGFloat] = []

    static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) {
        value.append(contentsOf: nextValue())
    }
}

struct MeasuredList: View {
    @State private var heights: [CGFloat] = []
    let rows = ["Short", "A somewhat longer row that wraps onto a second line", "Medium row"]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(rows, id: \.self) { row in
                Text(row)
                    .background(
                        GeometryReader { proxy in
                            Color.clear.preference(key: RowHeightsKey.self, value: [proxy.size.height])
                        }
                    )
            }
            Divider()
            Text("\(heights.count) rows, \(Int(heights.reduce(0, +))) pt in total")
                .font(.caption)
        }
        .frame(width: 220)
        .onPreferenceChange(RowHeightsKey.self) { heights = $0 }
    }
}

MeasuredList()
