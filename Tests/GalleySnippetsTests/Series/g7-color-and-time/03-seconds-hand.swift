struct SecondsDial: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            let seconds = timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60)

            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.3), lineWidth: 4)
                Capsule()
                    .fill(Color.red)
                    .frame(width: 3, height: 50)
                    .offset(y: -25)
                    .rotationEffect(.degrees(seconds * 6))
            }
            .frame(width: 120, height: 120)
        }
    }
}

SecondsDial()
