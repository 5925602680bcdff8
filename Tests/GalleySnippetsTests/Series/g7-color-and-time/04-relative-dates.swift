let meeting = Date().addingTimeInterval(90 * 60)

VStack(alignment: .leading, spacing: 8) {
    Text("Now: \(Date.now.formatted(date: .omitted, time: .shortened))")
    Text("Stand-up starts \(meeting, style: .relative) from now")
    Text(meeting, format: .dateTime.hour().minute())
        .font(.title)
}
.padding()
