let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
let steps = [6_200, 8_950, 4_100, 11_300, 7_700]

HStack(alignment: .bottom, spacing: 12) {
    ForEach(Array(zip(days, steps)), id: \.0) { day, count in
        VStack {
            RoundedRectangle(cornerRadius: 4)
                .fill(count >= 8_000 ? Color.green : Color.gray.opacity(0.4))
                .frame(width: 24, height: CGFloat(count) / 100)
            Text(day)
                .font(.caption2)
        }
    }
}
.padding()
