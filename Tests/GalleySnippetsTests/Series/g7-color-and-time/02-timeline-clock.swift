TimelineView(.periodic(from: .now, by: 1)) { context in
    VStack {
        Text(context.date, style: .time)
            .font(.largeTitle.monospacedDigit())
        Text(context.date.formatted(date: .abbreviated, time: .omitted))
            .foregroundStyle(.secondary)
    }
}
.padding()
