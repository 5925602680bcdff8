RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 5, endRadius: 60)
    .frame(width: 120, height: 120)
